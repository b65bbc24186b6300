import { Typography } from 'antd';

/** StagedDeliverySection: being built in issue 3. */
export default function StagedDeliverySection() {
  return (
    <section>
      <Typography.Title level={2}>StagedDeliverySection</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 3).</Typography.Paragraph>
    </section>
  );
}
