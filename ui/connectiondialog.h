#pragma once

#include "ui/connectionchoice.h"
#include "ui/connectionform.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QSpinBox;

namespace dd {

// Settings ▸ Connection: the gateway's environment, address and integration key, and the auto-lock
// delay. The caller stores the result (the key only ever in the encrypted cache).
class ConnectionDialog : public QDialog
{
    Q_OBJECT
public:
    ConnectionDialog(QNetworkAccessManager *network, BuiltInSandboxAddress builtIn, const ConnectionChoice &current,
                     int autoLockMinutes, QWidget *parent = nullptr);

    ConnectionChoice connectionChoice() const { return m_form->choice(); }
    int autoLockMinutes() const;

private:
    void revalidate();

    ConnectionForm *m_form;
    QSpinBox *m_autoLock;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace dd
