import { Typography } from 'antd';

/** DeliveryPage: being built in issue 3. */
export default function DeliveryPage() {
  return (
    <section>
      <Typography.Title level={2}>DeliveryPage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 3).</Typography.Paragraph>
    </section>
  );
}
