#include "app/desktopapp.h"
#include "app/screenshottour.h"
#include "core/cache/vault.h"
#include "ui/connectiondialog.h"
#include "ui/firststartdialog.h"
#include "ui/mainwindow.h"
#include "ui/unlockdialog.h"

#include <QTemporaryDir>

namespace dd {

void shootOwnDialogs(DesktopApp &desktop, const std::function<bool(QWidget *, const QString &)> &save)
{
    MainWindow &window = *desktop.window();
    QTemporaryDir scratch;
    {
        Vault vault(scratch.filePath(QStringLiteral("new.db")));
        FirstStartDialog dialog(vault, desktop.network(), desktop.builtInSandbox(), &window);
        dialog.show();
        save(&dialog, QStringLiteral("first-start-dialog"));
    }
    {
        Vault vault(scratch.filePath(QStringLiteral("existing.db")));
        UnlockDialog dialog(vault, &window);
        dialog.show();
        save(&dialog, QStringLiteral("unlock-dialog"));
    }
    {
        ConnectionChoice choice;
        choice.environment = QStringLiteral("builtin");
        ConnectionDialog dialog(desktop.network(), desktop.builtInSandbox(), choice, 15, &window);
        dialog.show();
        save(&dialog, QStringLiteral("connection-dialog"));
    }
}

} // namespace dd
