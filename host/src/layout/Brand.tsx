/**
 * The portal's name at the top of the side menu and of the phone's menu drawer, whole at every size: 'Portal do' small
 * above 'Comerciante', as one name for a screen reader (its text is 'Portal do Comerciante'). Collapsed, 'PC'.
 */
export function Brand({ collapsed = false }: { collapsed?: boolean }) {
  if (collapsed) return <span style={{ display: 'block', textAlign: 'center', fontWeight: 700, fontSize: 14 }}>PC</span>;
  return (
    <span style={{ display: 'block', color: '#fff', lineHeight: 1.15 }}>
      <span style={{ display: 'block', fontSize: 12, fontWeight: 600, letterSpacing: '0.08em', textTransform: 'uppercase', opacity: 0.8 }}>Portal do</span>{' '}
      <span style={{ display: 'block', fontSize: 20, fontWeight: 700 }}>Comerciante</span>
    </span>
  );
}
