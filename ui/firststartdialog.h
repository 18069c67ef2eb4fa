#pragma once

#include "ui/connectionchoice.h"
#include "ui/connectionform.h"

#include <QDialog>
#include <QFutureWatcher>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace dd {

class PassphraseStrengthMeter;
class Vault;
struct VaultError;

// First start: create the encrypted cache (passphrase twice, strength meter) and choose where the
// gateway is (built-in sandbox preselected). Creating runs the key derivation off the GUI thread;
// the dialog is accepted once the cache exists. The caller then stores connectionChoice().
class FirstStartDialog : public QDialog
{
    Q_OBJECT
public:
    FirstStartDialog(Vault &vault, QNetworkAccessManager *network, BuiltInSandboxAddress builtIn,
                     QWidget *parent = nullptr);
    ~FirstStartDialog() override;

    ConnectionChoice connectionChoice() const;
    // Why "Create" is disabled, or nothing when everything is valid.
    std::optional<QString> problem() const;

private:
    void revalidate();
    void alignFormLabels();
    void createCache();
    void onCreated();

    Vault &m_vault;
    QLineEdit *m_passphrase;
    QLineEdit *m_confirmation;
    PassphraseStrengthMeter *m_strength;
    ConnectionForm *m_connection;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    QFutureWatcher<std::optional<QString>> m_creation;
};

} // namespace dd
