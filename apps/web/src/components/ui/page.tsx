import type { ReactNode } from 'react';

/** A page of the frame: its <h1> and content. */
export function Page({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`page ${className ?? ''}`}>
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}
