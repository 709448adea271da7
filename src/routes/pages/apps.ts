import type { AreaPages, PageModule } from '../types';

const socialProfilePage: PageModule = () => import('@/features/user/pages/SocialProfilePage');
const orderDetailsPage: PageModule = () => import('@/features/customer/pages/OrderDetailsPage');

/** The page modules of the template apps, by route id (src/routes/areas.ts). */
const pages: AreaPages = {
  accountProfile: () => import('@/features/account/pages/AccountProfilePage'),
  accountProfile1: () => import('@/features/account/pages/AccountProfile1Page'),
  accountProfile2: () => import('@/features/account/pages/AccountProfile2Page'),
  socialProfilePosts: socialProfilePage,
  socialProfileFollowers: socialProfilePage,
  socialProfileFriends: socialProfilePage,
  socialProfileGallery: socialProfilePage,
  socialProfileFriendRequests: socialProfilePage,
  userCard1: () => import('@/features/user/pages/UserCard1Page'),
  userCard2: () => import('@/features/user/pages/UserCard2Page'),
  userCard3: () => import('@/features/user/pages/UserCard3Page'),
  userList1: () => import('@/features/user/pages/UserList1Page'),
  userList2: () => import('@/features/user/pages/UserList2Page'),
  kanbanBoard: () => import('@/features/kanban/pages/KanbanBoardPage'),
  kanbanBacklogs: () => import('@/features/kanban/pages/KanbanBacklogsPage'),
  mail: () => import('@/features/mail/pages/MailPage'),
  shopProducts: () => import('@/features/shop/pages/ShopProductsPage'),
  shopProductDetails: () => import('@/features/shop/pages/ShopProductDetailsPage'),
  shopProductList: () => import('@/features/shop/pages/ShopProductListPage'),
  shopCheckout: () => import('@/features/shop/pages/ShopCheckoutPage'),
  chatApp: () => import('@/features/chat/pages/ChatAppPage'),
  contactCards: () => import('@/features/contact/pages/ContactCardsPage'),
  contactList: () => import('@/features/contact/pages/ContactListPage'),
  calendarApp: () => import('@/features/calendar/pages/TemplateCalendarPage'),
  customerList: () => import('@/features/customer/pages/CustomerListPage'),
  customerOrders: () => import('@/features/customer/pages/OrderListPage'),
  customerOrderLatest: orderDetailsPage,
  customerOrderDetails: orderDetailsPage,
  customerInvoice: () => import('@/features/customer/pages/CreateInvoicePage'),
  customerProducts: () => import('@/features/customer/pages/ProductListPage'),
  customerReviews: () => import('@/features/customer/pages/ProductReviewsPage'),
};

export default pages;
