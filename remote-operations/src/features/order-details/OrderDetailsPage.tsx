import { Typography } from 'antd';

/** OrderDetailsPage: being built in issue 4. */
export default function OrderDetailsPage() {
  return (
    <section>
      <Typography.Title level={2}>OrderDetailsPage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 4).</Typography.Paragraph>
    </section>
  );
}
