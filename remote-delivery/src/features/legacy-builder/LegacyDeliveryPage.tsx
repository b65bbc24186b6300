import { Typography } from 'antd';

/** LegacyDeliveryPage: being built in issue 3. */
export default function LegacyDeliveryPage() {
  return (
    <section>
      <Typography.Title level={2}>LegacyDeliveryPage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 3).</Typography.Paragraph>
    </section>
  );
}
