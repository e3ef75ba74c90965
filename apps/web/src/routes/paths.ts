/** Screen paths of spec 1 §2.1 (the api's own paths live in @k9/contracts/routes). */
export const PATHS = {
  home: '/',
  homePage: '/home-page',
  k9Home: '/home',
  dataTable: '/data-table',
  excelData: '/excel-data',
  admin: '/admin',
  homepageContent: '/admin/homepage-content',
  management: '/management',
  userManagement: '/user-management',
  k9Management: '/home-management',
  companyReport: '/company-report',
} as const;

const FORM_TEMPLATE_PATH = /^\/form-template\/\d+\/?$/;

/** Form-template links are shared with people who may not be signed in (spec 1 §2.2 exception). */
export const isFormTemplatePath = (pathname: string): boolean => FORM_TEMPLATE_PATH.test(pathname);
