import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Empty, Input, Typography } from 'antd';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { useAllStoresView, useSession } from 'shared';
import { useChooseStore } from './chooseStore';
import { layoutMessages as m } from './messages';

/** The picker lists this many stores at most; the search finds the others. */
const LISTED = 8;

/** pt-BR, accent- and case-blind: 'sao' finds 'São Paulo'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');

/**
 * A page that works in one store (staging and creating a delivery, the wallet, couriers, profiles and roles, the
 * store's settings and history) with 'Todas as lojas' on: it asks which store, a short searchable list, and switches
 * to it, with the spec's confirmation when staged orders would be cleared (docs/decisions.md D14). Otherwise the page.
 */
export function OneStoreGate({ children }: { children: ReactNode }) {
  const allStores = useAllStoresView();
  return allStores ? <StorePicker /> : children;
}

function StorePicker() {
  const { franchiseStores, selectedFranchiseStoreUuid } = useSession();
  const choose = useChooseStore();
  const [search, setSearch] = useState('');
  const found = useMemo(() => {
    const wanted = fold(search.trim());
    const stores = franchiseStores ?? [];
    return (wanted ? stores.filter((s) => fold(s.name).includes(wanted)) : stores).slice(0, LISTED);
  }, [franchiseStores, search]);

  return (
    <Card style={{ maxWidth: 560, margin: '0 auto' }}>
      <section aria-labelledby="pick-store-title">
        <Typography.Title level={3} id="pick-store-title" style={{ marginTop: 0 }}>
          {m.pickStoreTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{m.pickStoreBody}</Typography.Paragraph>
        <Input.Search aria-label={m.pickStoreSearch} placeholder={m.pickStoreSearch} allowClear value={search} onChange={(e) => setSearch(e.target.value)} />
        <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0 0', display: 'flex', flexDirection: 'column', gap: 8 }}>
          {found.length ? (
            found.map((store) => (
              <li key={store.uuid}>
                <Button
                  block
                  size="large"
                  icon={<ShopOutlined />}
                  onClick={() => choose(store.uuid)}
                  type={store.uuid === selectedFranchiseStoreUuid ? 'primary' : 'default'}
                  style={{ justifyContent: 'flex-start', minHeight: 44 }}
                >
                  {store.name}
                </Button>
              </li>
            ))
          ) : (
            <li>
              <Empty description={m.pickStoreEmpty} />
            </li>
          )}
        </ul>
      </section>
    </Card>
  );
}
