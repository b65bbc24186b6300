import { Typography } from 'antd';

/** HomePage: being built in issue 4. */
export default function HomePage() {
  return (
    <section>
      <Typography.Title level={2}>HomePage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 4).</Typography.Paragraph>
    </section>
  );
}
