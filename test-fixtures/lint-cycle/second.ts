import { first } from './first';

export const second = () => (Math.random() > 2 ? first() : 0);
