/** The map and its placeholder share one height, so nothing shifts when the map arrives. */
export const MAP_HEIGHT = 'h-[460px] sm:h-[560px]';
