#include "ui/dialogs/gatewayconfirmation.h"

#include "core/sync/operationparameters.h"

#include <QCoreApplication>

namespace dd {

MessageBox::Choice GatewayConfirmation::choice(const QString &title) const
{
    QStringList lines{question};
    QStringList fieldLines;
    for (const auto &[caption, value] : fields) {
        if (!value.isEmpty())
            fieldLines.append(QCoreApplication::translate("dd::GatewayConfirmation", "%1: %2",
                                                          "a field of a confirmation: caption, value")
                                  .arg(caption, value));
    }
    if (!remark.isEmpty())
        fieldLines.append(remark);
    if (!fieldLines.isEmpty())
        lines << QString() << fieldLines;
    // The key goes with every request but is never shown, not even masked.
    const QString details = QCoreApplication::translate("dd::GatewayConfirmation", "This will be sent to the gateway:")
                            + u'\n' + OperationParameters::describe(parameters) + u'\n'
                            + QCoreApplication::translate("dd::GatewayConfirmation", "integration_key: (yours, not shown)");
    return {title, lines.join(u'\n'), details, acceptText, rejectText};
}

} // namespace dd
