#pragma once

#include <QByteArrayView>
#include <QString>

namespace dd::http {

// Bytes a peer sent, made safe for one log line: printable ASCII and well-formed UTF-8 stay as they
// are; control characters (CR, LF, ESC, NUL…), C1 controls, bidirectional overrides, invalid UTF-8 and
// the backslash itself are written as escapes, so a request cannot forge log lines or drive a
// terminal. Longer input is cut at maxBytes with a note of how much was left out.
QString escapedForLog(QByteArrayView bytes, qsizetype maxBytes = 200);

} // namespace dd::http
