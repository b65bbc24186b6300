import { Alert, Button, Card, Flex, Form, Steps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { errorStatus, Spinner } from 'shared';
import { useStoreScope } from 'shared/data';
import { operationsPages } from 'shared/pages';
import { STEP_ICON } from 'shared/table';
import { PageTitle, TAP_TARGET } from 'shared/ui';
import { operationsApi, type FleetCourier } from '../../api/operations';
import { CpfStep, DetailsStep, InviteStep, VehicleAddressStep } from './CourierSteps';
import { couriersMessages as m } from './messages';
import { useCourierForm } from './useCourierForm';

const STEPS = [CpfStep, DetailsStep, VehicleAddressStep];

/** The three steps (or, for a courier found by CPF, the invite), their errors from the server and 'Voltar' / 'Continuar'. */
function CourierWizard({ id, courier, title }: { id?: string; courier?: FleetCourier; title: string }) {
  const form = useCourierForm(id, courier);
  const { formik, step, serverErrors } = form;
  const inviting = form.locked && step > 0;
  const Step = inviting ? InviteStep : STEPS[step]!;
  const submit = step < STEPS.length - 1 ? m.continue : inviting ? m.submitInvite : form.editing ? m.submitEdit : m.submitCreate;
  return (
    <Card style={{ maxWidth: 760 }}>
      {inviting ? null : (
        <Steps
          current={step}
          iconRender={STEP_ICON}
          items={[{ title: m.stepCpf }, { title: m.stepDetails }, { title: m.stepVehicle }]}
          style={{ marginBottom: 24 }}
        />
      )}
      <Form layout="vertical" component="div">
        <form
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            void formik.submitForm();
          }}
        >
          <Step form={form} />
          {serverErrors.length ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={
                <ul style={{ margin: 0, paddingLeft: 16 }}>
                  {serverErrors.map((text, i) => (
                    <li key={`${i}-${text}`}>{text}</li>
                  ))}
                </ul>
              }
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Flex gap={12} justify="flex-end">
            {step > 0 ? (
              <Button onClick={form.back} disabled={formik.isSubmitting}>
                {m.previous}
              </Button>
            ) : null}
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              {submit}
            </Button>
          </Flex>
        </form>
      </Form>
    </Card>
  );
}

/**
 * /pages/courier/create and /pages/courier/:id (docs/spec/part-2-operations-account.md §2): the wizard, with the courier being edited read
 * first. Read once: a refresh must not overwrite what the merchant is typing.
 */
export default function CourierFormPage() {
  const { id } = useParams();
  const editing = !!id && id !== 'create';
  const store = useStoreScope();
  const courier = useQuery({
    queryKey: [store, 'couriers', 'one', id],
    queryFn: async ({ signal }) => (await operationsApi.fleetCourier(id!, signal)).data.data,
    enabled: editing,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const title = editing ? m.editTitle : m.createTitle;
  if (editing && courier.isPending) return <Spinner />;
  return (
    <section aria-labelledby="courier-form-title">
      <Link to={operationsPages.couriers.path} style={TAP_TARGET}>
        {m.backToList}
      </Link>
      <PageTitle id="courier-form-title" style={{ marginTop: 8 }}>
        {title}
      </PageTitle>
      {!courier.isError ? (
        <CourierWizard key={id} id={id} courier={courier.data} title={title} />
      ) : errorStatus(courier.error) === 403 ? (
        <Alert type="warning" showIcon role="alert" title={m.noPermission} />
      ) : (
        <Alert type="error" showIcon title={m.courierLoadError} action={<Button onClick={() => void courier.refetch()}>{m.retry}</Button>} />
      )}
    </section>
  );
}
