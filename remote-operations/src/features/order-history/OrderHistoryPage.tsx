import { Typography } from 'antd';

/** OrderHistoryPage: being built in issue 4. */
export default function OrderHistoryPage() {
  return (
    <section>
      <Typography.Title level={2}>OrderHistoryPage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 4).</Typography.Paragraph>
    </section>
  );
}
