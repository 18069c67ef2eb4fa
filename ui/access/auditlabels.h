#pragma once

#include <QString>

namespace dd {

// What the audit trail's action and result codes mean, in the interface's language. The codes
// stay as written in the trail (and in its CSV export); unknown ones, such as a gateway error
// code, are shown as they are.
QString auditActionLabel(const QString &action);
QString auditResultLabel(const QString &result);
QString auditActorLabel(const QString &actor);

} // namespace dd
