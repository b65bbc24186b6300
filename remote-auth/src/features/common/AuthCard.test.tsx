import { render, screen, waitFor } from '@testing-library/react';
import { AuthCard, FADE_IN_MS } from './AuthCard';

describe('AuthCard', () => {
  it('fades the screen in over 0.5 s', async () => {
    render(
      <AuthCard title="Bem-vindo!">
        <p>conteúdo</p>
      </AuthCard>,
    );
    const screenElement = screen.getByTestId('auth-screen');
    expect(FADE_IN_MS).toBe(500);
    expect(screenElement).toHaveStyle({ opacity: '0', transition: 'opacity 500ms ease-in' });
    await waitFor(() => expect(screenElement).toHaveStyle({ opacity: '1' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bem-vindo!' })).toBeInTheDocument();
  });
});
