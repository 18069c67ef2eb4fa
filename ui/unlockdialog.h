#pragma once

#include <QDialog>
#include <QFutureWatcher>
#include <QTimer>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace dd {

class Vault;
struct VaultError;

// Later starts and after an auto-lock: asks for the passphrase and unlocks the vault off the GUI
// thread (key derivation takes a while). Errors come from VaultError::message(); a lockout
// disables unlocking until it ends.
class UnlockDialog : public QDialog
{
    Q_OBJECT
public:
    explicit UnlockDialog(Vault &vault, QWidget *parent = nullptr);
    ~UnlockDialog() override;

    QString errorText() const;
    // A line under the intro (the demo shows its throw-away passphrase here).
    void setHint(const QString &hint);
    bool isBusy() const { return m_unlocking.isRunning(); }

private:
    struct Outcome
    {
        bool unlocked = false;
        QString message;
        qint64 lockedUntilMs = 0;
    };

    void unlock();
    void onFinished();
    void updateButton();

    Vault &m_vault;
    QLineEdit *m_passphrase;
    QLabel *m_error;
    QLabel *m_hint;
    QDialogButtonBox *m_buttons;
    QTimer m_lockoutEnd;
    QFutureWatcher<Outcome> m_unlocking;
};

} // namespace dd
