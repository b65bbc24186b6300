import { render } from '@testing-library/react';
import { CLEAR_FIELD, STATUS_ICON } from './antdIcon';

describe('antdIcon', () => {
  it("draws antd's icon data with React's attribute names: no warning, the fill rule kept", () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { container } = render(
        <>
          {CLEAR_FIELD.clearIcon}
          {STATUS_ICON.success}
        </>,
      );
      expect(errors).not.toHaveBeenCalled();
      // CloseCircleFilled is drawn 'evenodd' (its data says 'fill-rule').
      expect(container.querySelector('.anticon-close-circle svg')).toHaveAttribute('fill-rule', 'evenodd');
      expect(container.querySelector('.anticon-close-circle')).toHaveAttribute('role', 'img');
      expect(container.querySelector('.anticon-close-circle')).toHaveAttribute('aria-label', 'Limpar');
    } finally {
      errors.mockRestore();
    }
  });
});
