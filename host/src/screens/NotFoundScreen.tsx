import { Link } from 'react-router-dom';
import { appMessages, brandTheme, plain, PlainStyles, useSession } from 'shared';
import { authPages, operationsPages } from 'shared/pages';

/** A folded map with a question mark: a lost address, drawn in the brand's colours. */
function LostMapIllustration() {
  const primary = brandTheme.token?.colorPrimary;
  return (
    <svg width="160" height="120" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <path d="M20 28 60 14l40 14 40-14v78l-40 14-40-14-40 14z" fill="#f0f5ff" stroke={primary} strokeWidth="3" strokeLinejoin="round" />
      <path d="M60 14v78M100 28v78" stroke={primary} strokeWidth="2" strokeDasharray="5 5" />
      <circle cx="80" cy="60" r="22" fill="#fff" stroke={primary} strokeWidth="3" />
      <text x="80" y="70" textAnchor="middle" fontSize="28" fontWeight="700" fill={primary} fontFamily="system-ui, sans-serif">
        ?
      </text>
    </svg>
  );
}

/**
 * Any other address (D1): laid out like antd's 404 Result, without antd, which an unknown address does not need
 * (docs/decisions.md, 'The first screen before antd'). Back to the dashboard when signed in, to sign-in otherwise.
 */
export function NotFoundScreen() {
  const { isLogged } = useSession();
  return (
    <main style={{ padding: '48px 16px', textAlign: 'center', fontFamily: brandTheme.token?.fontFamily, color: 'rgba(0, 0, 0, 0.88)' }}>
      <PlainStyles />
      <LostMapIllustration />
      <h1 style={{ fontSize: 24, lineHeight: 1.33, margin: '24px 0 0', fontWeight: 600 }}>{appMessages.notFoundTitle}</h1>
      <p style={{ margin: '8px 0 24px', fontSize: 14, color: brandTheme.token?.colorTextDescription }}>{appMessages.notFoundBody}</p>
      <Link to={isLogged ? operationsPages.home.path : authPages.signIn.path} className={`${plain.button} ${plain.primary}`}>
        {appMessages.backHome}
      </Link>
    </main>
  );
}
