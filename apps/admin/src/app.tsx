import Category from '@mui/icons-material/Category';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import FactCheck from '@mui/icons-material/FactCheck';
import Inventory from '@mui/icons-material/Inventory2';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
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

/** The menu follows the role: a rider sees only their deliveries, not the dashboard. */
function ConsoleMenu() {
  const { permissions } = usePermissions<string>();
  return (
    <Menu>
      {permissions && permissions !== 'rider' ? <Menu.DashboardItem /> : null}
      <Menu.ResourceItems />
      {permissions && permissions !== 'rider' ? (
        <Menu.Item to="/stock-count" primaryText="Stock count" leftIcon={<FactCheck />} />
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
                recordRepresentation="title"
              />,
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
              <CustomRoutes key="stock-count">
                <Route path="/stock-count" element={<StockImport />} />
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
