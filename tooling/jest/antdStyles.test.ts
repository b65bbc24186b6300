import { keepRulesTestsRead } from './antdStyles';

describe('the antd styles the tests keep', () => {
  it('keeps display, visibility, opacity and pointer-events in their rules, in order, and drops the rest', () => {
    const css =
      ':where(.css-x).ant-btn{display:inline-flex;gap:8px;color:red}' +
      ':where(.css-x).ant-select-dropdown-hidden{display:none}' +
      '.ant-tabs-tabpane-hidden{visibility:hidden;color:red}' +
      '.ant-zoom-leave{opacity:0;}' +
      '.ant-modal-wrap{pointer-events:none}.ant-modal{pointer-events:auto !important;margin:0 auto}' +
      '.ant-typography{font-size:14px;line-height:1.5}';
    expect(keepRulesTestsRead(css)).toBe(
      ':where(.css-x).ant-btn{display:inline-flex}' +
        ':where(.css-x).ant-select-dropdown-hidden{display:none}' +
        '.ant-tabs-tabpane-hidden{visibility:hidden}' +
        '.ant-zoom-leave{opacity:0}' +
        '.ant-modal-wrap{pointer-events:none}.ant-modal{pointer-events:auto !important}',
    );
  });

  it('drops at-rules (jsdom applies none of them) but reads inside cascade layers', () => {
    const css = '@media (max-width:575px){.ant-col-xs-0{display:none}}@keyframes fade{0%{opacity:0}}@layer antd{.ant-hidden{display:none}.ant-x{color:red}}';
    expect(keepRulesTestsRead(css)).toBe('.ant-hidden{display:none}');
  });
});
