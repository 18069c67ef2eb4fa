#pragma once

#include "core/access/permission.h"
#include "core/storage/operatorstore.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace dd {

class PassphraseStrengthMeter;
namespace access {
class OperatorDirectory;
} // namespace access

// Adds an operator in one form: name, role, their passphrase twice with the strength meter of the
// first start. What the vault would refuse (no name, a weak passphrase, two that differ) is said
// under the fields before anything is sent, and "Add" waits for it; what the access layer refuses
// (the name is taken, the role may not add operators) is said in the form too. Nothing typed is
// lost: the form stays open until the operator exists.
class OperatorForm : public QDialog
{
    Q_OBJECT
public:
    explicit OperatorForm(access::OperatorDirectory &operators, QWidget *parent = nullptr);

    // Why "Add" waits, or nothing when the form can be sent.
    std::optional<QString> problem() const;
    // The operator made by the last successful "Add".
    std::optional<access::Operator> added() const { return m_added; }
    // "Add" as the button does it: an error text, or empty when the operator was added.
    QString add();

private:
    void revalidate();
    void onAdd();

    access::OperatorDirectory &m_operators;
    QLineEdit *m_name;
    QComboBox *m_role;
    QLineEdit *m_passphrase;
    QLineEdit *m_confirmation;
    PassphraseStrengthMeter *m_strength;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    std::optional<access::Operator> m_added;
};

} // namespace dd
