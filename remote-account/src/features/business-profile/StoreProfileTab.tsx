import { useEffect, useRef, useState } from 'react';
import { Alert, Avatar, Button, Col, type ColProps, Form, Input, Row, Space } from 'antd';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { getSession, serverErrorText, sessionActions, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { accountApi, type StoreProfile } from '../../api/account';
import { fieldError, FormikInput } from '../common/FormikInput';
import { accountKeys } from '../common/queries';
import { FailureNote } from '../common/FailureNote';
import { useFailureToast } from '../common/useFailureToast';
import { maskPhone, phoneWithCountryCode } from 'shared/masks';
import { MaskedInput } from 'shared/masked-input';
import { ApiTokenField } from './ApiTokenField';
import { StoreMap } from './StoreMap';
import { businessMessages as m, PLAN_NAMES } from './messages';
import { photoError, storeProfileSchema, type StoreProfileValues } from './schema';

/** Only an image data URL or an http(s) address becomes the photo's source. */
const photoSrc = (value: unknown): string | undefined =>
  typeof value === 'string' && /^(data:image\/(png|jpe?g|gif|webp);base64,|https?:\/\/)/i.test(value) ? value : undefined;

/** A read-only field of the store ('-' when the store has none). */
const shown = (id: string, label: string, value: unknown, span: ColProps = { xs: 24, md: 12 }) => (
  <Col {...span}>
    <Form.Item label={label} htmlFor={id}>
      <Input id={id} readOnly value={typeof value === 'string' && value.trim() ? value : '-'} />
    </Form.Item>
  </Col>
);

/** Tab 'Perfil' (docs/spec/part-2-operations-account.md §2): photo, read-only and editable fields, map, plan name and API token. */
export function StoreProfileTab({ store, canEdit }: { store: StoreProfile; canEdit: boolean }) {
  const message = usePortalMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const scope = useStoreScope();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!photo) return setPreview(null);
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(photo);
    return () => reader.abort();
  }, [photo]);

  const save = useMutation({
    mutationFn: (values: StoreProfileValues) =>
      accountApi.updateStoreProfile({ fantasy_name: values.fantasy_name.trim(), phone: phoneWithCountryCode(values.phone), photo, photoName: photo?.name }),
    onSuccess: ({ data }, values) => {
      const saved = data?.data ?? { ...store, fantasy_name: values.fantasy_name.trim() };
      // The header shows the selected franchise store's name, else the user's own store's.
      const session = getSession();
      if (session.selectedFranchiseStoreUuid === store.uuid) sessionActions.renameSelectedFranchiseStore(saved.fantasy_name);
      if (session.user?.business_uuid === store.uuid) sessionActions.updateUser({ fantasy_name: saved.fantasy_name });
      setPhoto(null);
      message.success(m.saved);
      // The answer is the store as saved, without its tokens (only the read with withToken has them).
      queryClient.setQueryData(accountKeys.store(scope), { ...store, ...saved, box_api_token: store.box_api_token, order_hub_token: store.order_hub_token });
    },
  });
  useFailureToast(save, m.saveError);
  const serverProblem = save.error ? serverErrorText(save.error) : undefined;

  const formik = useFormik<StoreProfileValues>({
    initialValues: { fantasy_name: store.fantasy_name ?? '', phone: maskPhone(store.phone) },
    validationSchema: storeProfileSchema,
    enableReinitialize: true,
    onSubmit: (values) => save.mutateAsync(values).catch(() => undefined),
  });

  const phoneError = fieldError(formik, 'phone');

  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    const problem = photoError(file);
    setPhotoProblem(problem);
    if (!problem) setPhoto(file);
  };

  const address = [store.address?.address, store.address?.number, store.address?.neighborhood, store.address?.city].filter(Boolean).join(', ');

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={m.tabProfile}>
      <Form layout="vertical" component={false}>
        {!canEdit ? <Alert type="info" showIcon role="status" title={m.readOnlyNotice} style={{ marginBottom: 16 }} /> : null}
        {/* Said by the toast (part-2 §8); the note stays with the server's reason. */}
        {serverProblem ? <FailureNote title={m.saveError} description={serverProblem} style={{ marginBottom: 16 }} /> : null}
        <Row gutter={24}>
          <Col xs={24} md={6}>
            <Form.Item label={m.photoLabel} validateStatus={photoProblem ? 'error' : undefined} help={photoProblem ?? (photo ? m.photoChosen : undefined)}>
              <Space orientation="vertical" align="center">
                <Avatar size={120} shape="square" src={preview ?? photoSrc(store.photo)} icon={<ShopOutlined aria-hidden />} alt={m.photoAlt} />
                {canEdit ? (
                  <>
                    <input
                      ref={fileInput}
                      type="file"
                      accept="image/png,image/jpeg,image/gif,image/webp"
                      aria-label={m.photoInput}
                      style={{ display: 'none' }}
                      onChange={(e) => {
                        choosePhoto(e.target.files?.[0]);
                        e.target.value = '';
                      }}
                    />
                    <Button icon={<UploadOutlined aria-hidden />} onClick={() => fileInput.current?.click()}>
                      {m.photoChange}
                    </Button>
                  </>
                ) : null}
              </Space>
            </Form.Item>
          </Col>
          <Col xs={24} md={18}>
            <Row gutter={16}>
              {shown('store-company', m.companyName, store.company_name)}
              <Col xs={24} md={12}>
                <FormikInput
                  formik={formik}
                  name="fantasy_name"
                  id="store-fantasy"
                  label={m.fantasyName}
                  required={canEdit}
                  maxLength={100}
                  readOnly={!canEdit}
                />
              </Col>
              {shown('store-document', m.document, store.cnpj)}
              <Col xs={24} md={12}>
                <Form.Item label={m.phone} htmlFor="store-phone" required={canEdit} validateStatus={phoneError ? 'error' : undefined} help={phoneError}>
                  <MaskedInput
                    id="store-phone"
                    name="phone"
                    mask="phone"
                    readOnly={!canEdit}
                    value={formik.values.phone}
                    onChange={(masked) => formik.setFieldValue('phone', masked)}
                    onBlur={() => formik.setFieldTouched('phone', true)}
                    aria-invalid={!!phoneError}
                  />
                </Form.Item>
              </Col>
              {shown('store-email', m.email, store.email)}
              {shown('store-plan', m.plan, PLAN_NAMES[String(store.plan_id)] ?? store.plan_name)}
              {shown('store-address', m.address, store.address?.address)}
              {shown('store-number', m.number, store.address?.number, { xs: 12, md: 4 })}
              {shown('store-complement', m.complement, store.address?.complement, { xs: 12, md: 8 })}
              <Col xs={24}>
                <Form.Item label={m.token} htmlFor="store-token">
                  <ApiTokenField id="store-token" token={store.box_api_token} />
                </Form.Item>
              </Col>
            </Row>
          </Col>
        </Row>
        <StoreMap lat={store.address?.lat} lng={store.address?.lng} address={address || '-'} />
        {canEdit ? (
          <Space style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              {m.save}
            </Button>
          </Space>
        ) : null}
      </Form>
    </form>
  );
}
