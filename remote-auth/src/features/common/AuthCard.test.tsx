import { render, screen, waitFor } from '@testing-library/react';
import { theme } from 'antd';
import { brandTheme } from 'shared';
import { AuthCard, FADE_IN_MS } from './AuthCard';
import { authLook } from './authLook';

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

  it('draws the brand line, the title as the page’s only heading, the subtitle and the content in the main landmark', () => {
    render(
      <AuthCard title="Esqueceu sua senha?" subtitle="Informe o e-mail da sua conta.">
        <button type="button">Enviar</button>
      </AuthCard>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-testid', 'auth-screen');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Esqueceu sua senha?' })).toBeInTheDocument();
    expect(screen.getByText('Portal do Comerciante')).toBeInTheDocument();
    expect(screen.getByText('Informe o e-mail da sua conta.')).toBeInTheDocument();
    expect(main).toContainElement(screen.getByRole('button', { name: 'Enviar' }));
    // Brand line, title, subtitle, content: in reading order.
    expect(main).toHaveTextContent(/^Portal do ComercianteEsqueceu sua senha\?Informe o e-mail da sua conta\.Enviar$/);
  });

  it('without a subtitle draws no empty paragraph', () => {
    render(
      <AuthCard title="Bem-vindo!">
        <span>conteúdo</span>
      </AuthCard>,
    );
    expect(screen.getByRole('main')).toHaveTextContent(/^Portal do ComercianteBem-vindo!conteúdo$/);
    expect(screen.getByRole('main').querySelectorAll('p')).toHaveLength(1);
  });

  it('is drawn like antd’s outlined card, in the tokens antd derives from the brand theme, without antd on the page (secondary text dark enough for WCAG AA)', () => {
    const token = theme.getDesignToken(brandTheme);
    render(
      <AuthCard title="Bem-vindo!" subtitle="Entre com seu e-mail e senha para acessar o portal.">
        <span>conteúdo</span>
      </AuthCard>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Bem-vindo!' });
    const card = heading.parentElement as HTMLElement;
    expect(card).toHaveStyle({
      background: token.colorBgContainer,
      width: '100%',
      maxWidth: '420px',
      padding: '24px',
      borderRadius: `${token.borderRadiusLG}px`,
      border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
      fontFamily: token.fontFamily,
    });
    expect(heading).toHaveStyle({ fontSize: '24px', marginTop: '8px', fontWeight: '600', color: token.colorTextHeading });
    // The brand's secondary text (70 % black: 4.5:1 and more on white), not antd's lighter default.
    expect(token.colorTextSecondary).toBe('rgba(0, 0, 0, 0.7)');
    expect(screen.getByText('Portal do Comerciante')).toHaveStyle({ color: token.colorTextSecondary, fontWeight: '600' });
    expect(screen.getByText('Entre com seu e-mail e senha para acessar o portal.')).toHaveStyle({ color: token.colorTextSecondary });
  });

  it('every plain value of the public screens is the one antd derives from the brand theme', () => {
    const token = theme.getDesignToken(brandTheme);
    const { fontFamily, ...values } = authLook;
    expect(fontFamily).toBe(token.fontFamily);
    for (const [name, value] of Object.entries(values)) expect([name, value]).toEqual([name, token[name as keyof typeof token]]);
  });
});
