import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../shared/zod';
import { TextField } from '../components/ui/form-field';
import { useZodForm } from './forms';

// The form hook on react-hook-form: text fields bound by name, other inputs through react-hook-form's
// own register (a number here), one Zod schema deciding both, its Turkish messages under the fields.
const schema = z.object({
  name: z.string().trim().min(1, 'Ad zorunludur'),
  capacity: z.number({ message: 'Geçerli bir sayı girin' }).min(1, 'Kapasite en az 1 olmalıdır'),
});

function Probe({ onValid }: { onValid: (data: z.output<typeof schema>) => void }) {
  const { form, field, errorOf, handleSubmit } = useZodForm(schema, { name: '', capacity: undefined });
  return (
    <form noValidate aria-label="Deneme" onSubmit={handleSubmit(onValid)}>
      <TextField label="Ad" {...field('name')} />
      <label htmlFor="capacity">Kapasite</label>
      <input id="capacity" type="number" {...form.register('capacity', { valueAsNumber: true })} />
      {errorOf('capacity') && <p>{errorOf('capacity')}</p>}
      <button type="submit">Kaydet</button>
    </form>
  );
}

afterEach(cleanup);

describe('useZodForm', () => {
  it('shows the schema\'s messages, clears one when its field is edited, and submits parsed numbers', async () => {
    const onValid = vi.fn();
    render(<Probe onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ad zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir sayı girin')).toBeInTheDocument();
    expect(screen.getByLabelText('Ad')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText('Ad'), { target: { value: 'Karapınar GES' } });
    expect(screen.queryByText('Ad zorunludur')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Kapasite'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kapasite en az 1 olmalıdır')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Kapasite'), { target: { value: '1350' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Karapınar GES', capacity: 1350 });
  });
});
