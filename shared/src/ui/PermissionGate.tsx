import { useId, type CSSProperties, type ReactNode } from 'react';
import { Alert } from 'antd';
import { PageTitle } from './PageTitle';

/** What this profile may not see or do, said as a status (docs/decisions.md D20), not as something gone wrong. */
export function PermissionNote({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Alert type="info" showIcon role="status" title={children} style={style} />;
}

/**
 * A page a profile may not see: its title and the note, and nothing of the page mounted, so nothing is asked of a
 * server that would refuse (docs/decisions.md, 'Permissions are the server's rule').
 */
export function PermissionGate({ allowed, title, note, children }: { allowed: boolean; title: string; note: string; children: ReactNode }) {
  const titleId = useId();
  if (allowed) return children;
  return (
    <section aria-labelledby={titleId}>
      <PageTitle id={titleId}>{title}</PageTitle>
      <PermissionNote>{note}</PermissionNote>
    </section>
  );
}
