import { Typography } from 'antd';

/** WalletPage: being built in issue 5. */
export default function WalletPage() {
  return (
    <section>
      <Typography.Title level={2}>WalletPage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 5).</Typography.Paragraph>
    </section>
  );
}
