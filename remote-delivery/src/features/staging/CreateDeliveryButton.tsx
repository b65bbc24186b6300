import { Button, Flex, theme, Typography } from 'antd';
import { formatBRL, hasPermission, useUser } from 'shared';
import { stagingMessages as m } from './messages';
import { NO_WRAP } from './orderDisplay';
import type { StagedDelivery } from './useStagedDelivery';

/** The height of the host's bottom status bar (offline, update), 0px when none: a bottom bar sticks above it. */
const STATUS_BAR_HEIGHT = 'var(--portal-status-bar-height, 0px)';

/**
 * 'Criar entrega': it spends the wallet at once, so it says how much ('Criar entrega · R$ 32,66'); in the bar, where
 * the amount is written beside it, the amount is in its accessible name. Creating is order.create on the server
 * (docs/decisions.md, 'Permissions').
 */
export function CreateDeliveryButton({ delivery, inBar = false }: { delivery: StagedDelivery; inBar?: boolean }) {
  const { selected, options, totals, creating, checking } = delivery;
  const canCreate = hasPermission(useUser(), 'order.create');
  const named = selected.length > 0 ? m.createDeliveryOf(formatBRL(totals.total)) : m.createDelivery;
  return (
    <Button
      type="primary"
      block={!inBar}
      size={inBar ? 'large' : 'middle'}
      aria-label={creating ? undefined : named}
      disabled={selected.length === 0 || options.conflict || checking || !canCreate}
      loading={creating}
      onClick={() => void delivery.create()}
      style={inBar ? { flex: 'none' } : { marginTop: 16, height: 'auto', minHeight: 32, whiteSpace: 'normal' }}
    >
      {creating ? m.creating : inBar ? m.createDelivery : named}
    </Button>
  );
}

/**
 * The bar that keeps the delivery in sight where the summary is not beside the orders (a phone, a tablet): 'N pedidos ·
 * R$ total' and 'Criar entrega'. It sticks to the bottom of the screen while the orders scroll under it, and rests
 * under the summary at the end of the page, and above the host's offline/update bar when that bar shows (the host sets
 * its height as --portal-status-bar-height).
 */
export function StagingBar({ delivery }: { delivery: StagedDelivery }) {
  const { token } = theme.useToken();
  const count = delivery.selected.length;
  return (
    <section
      aria-label={m.barLabel}
      className="portal-staging-bar"
      style={{
        position: 'sticky',
        bottom: STATUS_BAR_HEIGHT,
        zIndex: 3,
        marginTop: 16,
        padding: '12px 16px calc(12px + env(safe-area-inset-bottom, 0px))',
        background: token.colorBgContainer,
        borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0`,
        boxShadow: '0 -4px 16px rgba(15, 31, 75, 0.12)',
      }}
    >
      {/* What is scrolled to (a focused card, a tapped one) stops above the bar, not under it. */}
      <style>{`html:has(.portal-staging-bar){scroll-padding-bottom:calc(112px + ${STATUS_BAR_HEIGHT})}`}</style>
      <Flex align="center" justify="space-between" gap={12}>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{count ? m.barOrders(count) : m.barNothing}</Typography.Text>
          {count ? (
            <Typography.Text strong style={{ ...NO_WRAP, fontSize: 18 }} data-testid="bar-total">
              {formatBRL(delivery.totals.total)}
            </Typography.Text>
          ) : null}
        </Flex>
        <CreateDeliveryButton delivery={delivery} inBar />
      </Flex>
    </section>
  );
}
