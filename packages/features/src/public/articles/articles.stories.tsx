/** The articles lists (all, category, tag) and an article, in their states, served by the mock backend (msw). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { backend, backendWith, loading, signedInAs, StoryApp, unreachable } from '../../../test/story-app';
import { ArticlePage } from './article-page';
import { ArticlesPage } from './articles-page';

const meta = {
  title: 'Screens/Public/Articles',
  parameters: { layout: 'fullscreen', msw: { handlers: backend } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (path: string, routePath: string) => (
  <StoryApp path={path} routePath={routePath}>
    <ArticlesPage />
  </StoryApp>
);
const article = (slug: string, signedIn?: ReturnType<typeof signedInAs>) => (
  <StoryApp path={`/articles/${slug}`} routePath="/articles/:slug" signedIn={signedIn}>
    <ArticlePage />
  </StoryApp>
);

export const AllArticles: Story = { render: () => list('/articles', '/articles') };
export const ByCategory: Story = { render: () => list('/articles/category/web-development', '/articles/category/:category') };
export const ByTag: Story = { render: () => list('/articles/tag/mpesa', '/articles/tag/:tag') };
export const EmptyTag: Story = { render: () => list('/articles/tag/cobol', '/articles/tag/:tag') };
export const ListLoading: Story = {
  parameters: backendWith(loading('listCommunityArticles')),
  render: () => list('/articles', '/articles'),
};
export const ListError: Story = {
  parameters: backendWith(unreachable('listCommunityArticles')),
  render: () => list('/articles', '/articles'),
};
export const Article: Story = { render: () => article('integrating-m-pesa-stk-push-with-django-a-step-by-step-guide') };
export const ArticleOnAPhone: Story = {
  render: () => article('sim-swap-fraud-how-it-works-and-how-to-protect-your-accounts'),
  globals: { viewport: { value: 'mobile' } },
};
export const ArticleNotFound: Story = { render: () => article('no-such-article') };
/** A signed-in student: Like, Bookmark, Reply on each comment and the comment box. */
export const ArticleSignedIn: Story = {
  render: () => article('integrating-m-pesa-stk-push-with-django-a-step-by-step-guide', signedInAs('student')),
};
