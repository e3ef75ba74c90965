import { UnderDevelopmentPage } from '../../../routes/under-development-page';
import { MARKET_TEXT } from '../market.messages';

export function ExcelDataPage() {
  return <UnderDevelopmentPage title={MARKET_TEXT.excelData} />;
}
