#pragma once

#include <QString>

namespace dd::cli {

// `text` made safe for a terminal line: control characters (C0, DEL, C1), line and paragraph
// separators, and invisible formatting characters (bidirectional overrides) become \xNN or \u{NNNN},
// and a backslash becomes "\\" so an escape can't be forged. For every line that shows bytes from
// outside (notified codes, file contents, gateway answers).
QString printable(const QString &text);

} // namespace dd::cli
