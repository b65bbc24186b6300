import { useMemo, useState } from 'react';
import { Button, Card, Empty, Input, theme, Typography } from 'antd';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { useSession } from 'shared';
import { CLEAR_FIELD, PageTitle } from 'shared/ui';
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

/** 'Escolha a loja': a short searchable list of the franchise's stores; a click switches to one (D14). */
export default function StorePicker() {
  const { franchiseStores, selectedFranchiseStoreUuid } = useSession();
  const choose = useChooseStore();
  const [search, setSearch] = useState('');
  const { token } = theme.useToken();
  const found = useMemo(() => {
    const wanted = fold(search.trim());
    const stores = franchiseStores ?? [];
    return (wanted ? stores.filter((s) => fold(s.name).includes(wanted)) : stores).slice(0, LISTED);
  }, [franchiseStores, search]);

  return (
    <Card style={{ maxWidth: 560, margin: '0 auto' }}>
      <section aria-labelledby="pick-store-title">
        {/* The page's h1 while it stands in for the page (docs/decisions.md D20), at the card's size. */}
        <PageTitle id="pick-store-title" style={{ marginTop: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}>
          {m.pickStoreTitle}
        </PageTitle>
        <Typography.Paragraph type="secondary">{m.pickStoreBody}</Typography.Paragraph>
        <Input.Search
          aria-label={m.pickStoreSearch}
          placeholder={m.pickStoreSearch}
          allowClear={CLEAR_FIELD}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0 0', display: 'flex', flexDirection: 'column', gap: 8 }}>
          {found.length ? (
            found.map((store) => (
              <li key={store.uuid}>
                <Button
                  block
                  size="large"
                  icon={<ShopOutlined aria-hidden />}
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
