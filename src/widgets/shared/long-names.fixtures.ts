// Bad input for the game widgets' fixtures (spec 2.1 on phones): team names of 60 characters, the longest a layout
// must hold without overflowing or cutting anything off.

export const LONG_SCHOOL_NAME = 'Northfield State University of Agricultural and Applied Arts';
export const LONG_OPPONENT_NAME = 'Saint Bartholomew College of the Great Northern Lakes Region';
