import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { FormikInput } from './FormikInput';

function NameForm({ hint }: { hint?: string }) {
  const formik = useFormik({
    initialValues: { name: '' },
    validate: (values) => (values.name.trim() ? {} : { name: 'Preencha o campo de nome!' }),
    onSubmit: () => {},
  });
  return (
    <form onSubmit={formik.handleSubmit}>
      {hint ? <p id="name-hint">{hint}</p> : null}
      <FormikInput formik={formik} name="name" id="name" label="Nome" required aria-describedby={hint ? 'name-hint' : undefined} />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('FormikInput', () => {
  it('an error makes the field invalid, described by the error, which is announced', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    const field = screen.getByRole('textbox', { name: 'Nome' });
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(field).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Preencha o campo de nome!');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Preencha o campo de nome!');
    await user.type(field, 'Ana');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it("keeps the field's own description beside the error", async () => {
    const user = userEvent.setup();
    render(<NameForm hint="Como aparece para a equipe." />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Como aparece para a equipe. Preencha o campo de nome!');
  });
});
