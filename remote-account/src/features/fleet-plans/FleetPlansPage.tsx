import { Typography } from 'antd';

/** FleetPlansPage: being built in issue 5. */
export default function FleetPlansPage() {
  return (
    <section>
      <Typography.Title level={2}>FleetPlansPage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 5).</Typography.Paragraph>
    </section>
  );
}
