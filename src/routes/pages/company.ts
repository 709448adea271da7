import type { AreaPages, PageModule } from '../types';

const coursesPage: PageModule = () => import('@/features/courses/pages/CoursesPage');
const myEventsPage: PageModule = () => import('@/features/producer/pages/MyEventsPage');

/** The page modules of the school's pages, by route id (src/routes/areas.ts). */
const pages: AreaPages = {
  companyDashboard: () => import('@/features/attendance/pages/SchoolDashboardPage'),
  companyCards: () => import('@/features/cards/pages/SchoolCardsPage'),
  companyCalendar: () => import('@/features/calendar/pages/CalendarPage'),
  companyStudents: () => import('@/features/students/pages/StudentsPage'),
  companyCheckin: () => import('@/features/attendance/pages/ClassCheckinPage'),
  companyChat: () => import('@/features/chat/pages/ChatPage'),
  companyHelp: () => import('@/features/help/pages/CompanyHelpPage'),
  companySchool: () => import('@/features/courses/pages/SchoolProfilePage'),
  companyCourses: coursesPage,
  companyTeachers: () => import('@/features/courses/pages/TeachersPage'),
  companyEvents: myEventsPage,
  companyFinance: () => import('@/features/finance/pages/FinancePage'),
  companyCourseManagement: coursesPage,
  companyMyEvents: myEventsPage,
  companyMyCourses: coursesPage,
  companyCourse: () => import('@/features/courses/pages/CoursePage'),
  companyStudentProfile: () => import('@/features/students/pages/StudentProfilePage'),
};

export default pages;
