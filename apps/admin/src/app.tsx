import Inventory from '@mui/icons-material/Inventory2';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RateReview from '@mui/icons-material/RateReview';
import { BrowserRouter } from 'react-router';
import { Admin, Layout, type LayoutProps, Menu, Resource, usePermissions } from 'react-admin';
import { Dashboard } from './dashboard/dashboard';
import { DeliveryList } from './deliveries/delivery-list';
import { authProvider } from './lib/auth-provider';
import { dataProvider } from './lib/data-provider';
import { i18nProvider } from './lib/i18n';
import { OrderList } from './orders/order-list';
import { OrderShow } from './orders/order-show';
import { ProductEdit } from './products/product-edit';
import { ProductList } from './products/product-list';
import { ReviewList } from './reviews/review-list';

/** The menu follows the role: a rider sees only their deliveries, not the dashboard. */
function ConsoleMenu() {
  const { permissions } = usePermissions<string>();
  return (
    <Menu>
      {permissions && permissions !== 'rider' ? <Menu.DashboardItem /> : null}
      <Menu.ResourceItems />
    </Menu>
  );
}

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
              <Resource key="reviews" name="reviews" icon={RateReview} list={ReviewList} />,
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
