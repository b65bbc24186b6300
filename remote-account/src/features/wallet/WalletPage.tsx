import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { isEffectivePostpaid, useSession } from 'shared';
import { useStoreScope } from 'shared/data';
import { usePermission } from '../common/usePermission';
import { AddCreditDrawer } from './AddCreditDrawer';
import { BalanceSection } from './BalanceSection';
import { walletMessages as m } from './messages';
import { StatementSection } from './StatementSection';
import { PageTitle, PermissionGate } from 'shared/ui';

/**
 * /pages/wallet ('Financeiro'): available credit (prepaid stores only), credit used in the last 7 days,
 * the statement (15 a page) with its filter side panel and the period's sum, and the 'Adicionar crédito'
 * side panel.
 */
export default function WalletPage() {
  return (
    <PermissionGate allowed={usePermission('wallet.show')} title={m.title} note={m.noPermission}>
      <Wallet />
    </PermissionGate>
  );
}

function Wallet() {
  const session = useSession();
  const scope = useStoreScope();
  const canCredit = usePermission('wallet.credit');
  const postpaid = isEffectivePostpaid(session);
  const [topUpOpen, setTopUpOpen] = useState(false);

  return (
    <section aria-labelledby="wallet-title">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <PageTitle id="wallet-title" style={{ margin: 0 }}>
          {m.title}
        </PageTitle>
        {!postpaid && canCredit ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setTopUpOpen(true)}>
            {m.addCredit}
          </Button>
        ) : null}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {m.subtitle}
      </Typography.Paragraph>
      <BalanceSection postpaid={postpaid} />
      {/* Another store starts the statement over: no filters, page 1. */}
      <StatementSection key={scope} />
      {!postpaid && canCredit ? <AddCreditDrawer open={topUpOpen} onClose={() => setTopUpOpen(false)} /> : null}
    </section>
  );
}
