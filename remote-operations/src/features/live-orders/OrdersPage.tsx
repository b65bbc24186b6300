import { Typography } from 'antd';

/** OrdersPage: being built in issue 4. */
export default function OrdersPage() {
  return (
    <section>
      <Typography.Title level={2}>OrdersPage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 4).</Typography.Paragraph>
    </section>
  );
}
