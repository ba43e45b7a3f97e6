import Category from '@mui/icons-material/Category';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import FactCheck from '@mui/icons-material/FactCheck';
import Inventory from '@mui/icons-material/Inventory2';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RateReview from '@mui/icons-material/RateReview';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Badge from '@mui/icons-material/Badge';
import Checklist from '@mui/icons-material/Checklist';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import ErrorOutline from '@mui/icons-material/ReportProblem';
import People from '@mui/icons-material/People';
import History from '@mui/icons-material/History';
import { AuditList } from './audit/audit-list';
import { ProductCreate } from './products/product-create';
import RequestQuote from '@mui/icons-material/RequestQuote';
import { CashSettlementPage } from './cash/cash-settlement';
import { CustomerList, CustomerShow } from './customers/customers';
import { InvoiceList } from './invoices/invoices';
import { FailedJobsPage } from './jobs/failed-jobs';
import { useOps } from './lib/ops-format';
import { RefundsPage } from './payments/refunds';
import { SlotsPage } from './slots/slots-page';
import Schedule from '@mui/icons-material/Schedule';
import { PickListPage } from './picking/pick-list';
import { StaffCreate, StaffList } from './staff/staff';
import { BrowserRouter, Route } from 'react-router';
import {
  Admin,
  CustomRoutes,
  defaultDarkTheme,
  defaultTheme,
  Layout,
  type LayoutProps,
  Menu,
  Resource,
  usePermissions,
} from 'react-admin';
import { BannerCreate, BannerEdit, BannerList } from './banners/banners';
import { CategoryCreate, CategoryEdit, CategoryList } from './categories/categories';
import { Dashboard } from './dashboard/dashboard';
import { DeliveryList } from './deliveries/delivery-list';
import { authProvider } from './lib/auth-provider';
import { dataProvider } from './lib/data-provider';
import { i18nProvider } from './lib/i18n';
import { OrderList } from './orders/order-list';
import { OrderShow } from './orders/order-show';
import { ProductEdit } from './products/product-edit';
import { ProductList } from './products/product-list';
import { StockImport } from './stock/stock-import';
import { VoucherCreate, VoucherEdit, VoucherList } from './vouchers/vouchers';
import { ReviewList } from './reviews/review-list';

/** The menu follows the role: a rider sees only their deliveries, not the dashboard. */
function ConsoleMenu() {
  const { permissions } = usePermissions<string>();
  const t = useOps();
  const staff = Boolean(permissions) && permissions !== 'rider';
  return (
    <Menu>
      {staff ? <Menu.DashboardItem /> : null}
      <Menu.ResourceItems />
      {staff ? (
        <>
          <Menu.Item to="/pick-list" primaryText={t('menu.pickList')} leftIcon={<Checklist />} />
          <Menu.Item to="/cash" primaryText={t('menu.cash')} leftIcon={<AccountBalanceWallet />} />
          <Menu.Item to="/refunds" primaryText={t('menu.payments')} leftIcon={<CurrencyExchange />} />
          <Menu.Item to="/failed-jobs" primaryText={t('menu.jobs')} leftIcon={<ErrorOutline />} />
          <Menu.Item to="/stock-count" primaryText="Stock count" leftIcon={<FactCheck />} />
          <Menu.Item to="/slots" primaryText={t('menu.slots')} leftIcon={<Schedule />} />
        </>
      ) : null}
    </Menu>
  );
}

/** react-admin's look, with Mukta after the system fonts: it carries the Devanagari of the Nepali texts. */
const typography = { fontFamily: 'Roboto, "Segoe UI", Helvetica, Arial, Mukta, sans-serif' };
const theme = { ...defaultTheme, typography };
const darkTheme = { ...defaultDarkTheme, typography };

const ConsoleLayout = (props: LayoutProps) => <Layout {...props} menu={ConsoleMenu} />;

function Console() {
  return (
    <Admin
      title="Kandamul console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={ConsoleLayout}
      theme={theme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      {(role: string) =>
        role === 'rider'
          ? [
              <Resource
                key="deliveries"
                name="deliveries"
                options={{ label: 'My deliveries' }}
                icon={LocalShipping}
                list={DeliveryList}
              />,
            ]
          : [
              <Resource key="orders" name="orders" icon={ReceiptLong} list={OrderList} show={OrderShow} />,
              <Resource
                key="products"
                name="products"
                icon={Inventory}
                list={ProductList}
                edit={ProductEdit}
                {...(role === 'admin' ? { create: ProductCreate } : {})}
                recordRepresentation="title"
              />,
              <Resource
                key="customers"
                name="customers"
                options={{ label: 'ops.menu.customers' }}
                icon={People}
                list={CustomerList}
                show={CustomerShow}
                recordRepresentation="name"
              />,
              <Resource
                key="invoices"
                name="invoices"
                options={{ label: 'ops.menu.invoices' }}
                icon={RequestQuote}
                list={InvoiceList}
              />,
              ...(role === 'admin'
                ? [
                    <Resource
                      key="staff"
                      name="staff"
                      options={{ label: 'ops.menu.staff' }}
                      icon={Badge}
                      list={StaffList}
                      create={StaffCreate}
                    />,
                    <Resource
                      key="audit"
                      name="audit"
                      options={{ label: 'Audit trail' }}
                      icon={History}
                      list={AuditList}
                    />,
                  ]
                : []),
              <Resource
                key="categories"
                name="categories"
                icon={Category}
                list={CategoryList}
                edit={CategoryEdit}
                {...(role === 'admin' ? { create: CategoryCreate } : {})}
                recordRepresentation="title"
              />,
              <Resource
                key="banners"
                name="banners"
                icon={ViewCarousel}
                list={BannerList}
                edit={BannerEdit}
                {...(role === 'admin' ? { create: BannerCreate } : {})}
                recordRepresentation="title"
              />,
              <Resource
                key="vouchers"
                name="vouchers"
                icon={LocalOffer}
                list={VoucherList}
                edit={VoucherEdit}
                {...(role === 'admin' ? { create: VoucherCreate } : {})}
                recordRepresentation="code"
              />,
              <Resource key="reviews" name="reviews" icon={RateReview} list={ReviewList} />,
              <CustomRoutes key="ops-routes">
                <Route path="/pick-list" element={<PickListPage />} />
                <Route path="/cash" element={<CashSettlementPage />} />
                <Route path="/refunds" element={<RefundsPage />} />
                <Route path="/failed-jobs" element={<FailedJobsPage />} />
                <Route path="/stock-count" element={<StockImport />} />
                <Route path="/slots" element={<SlotsPage />} />
              </CustomRoutes>,
            ]
      }
    </Admin>
  );
}

/** The console lives under /admin/ of the shop's own address, with real paths (no #). */
export function App() {
  return (
    <BrowserRouter basename="/admin">
      <Console />
    </BrowserRouter>
  );
}
