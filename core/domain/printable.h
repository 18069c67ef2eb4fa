#pragma once

#include <QString>
#include <QStringView>

namespace dd {

// Text from outside (gateway answers, notified codes, file contents, CSV cells) made safe for one
// terminal or log line: every character that could move the cursor, end the line, recolour the
// terminal or reorder what is shown is written as a visible escape instead.
//   - C0 controls, DEL and C1 controls: `\n`, `\r`, `\t`, `\0`, otherwise `\xHH` (ESC is `\x1B`);
//   - bidirectional controls (U+061C, U+200E/F, U+202A-U+202E, U+2066-U+2069) and the line and
//     paragraph separators U+2028/U+2029: `\u{HHHH}`;
//   - a lone surrogate (not a character at all): `\u{HHHH}`.
// Everything else, including letters of every script, emoji and backslashes, is kept as it is, so
// ordinary text reads the same.
QString printable(QStringView text);

// True when printable(text) would change nothing.
bool isPrintable(QStringView text);

} // namespace dd
