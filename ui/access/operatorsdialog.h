#pragma once

#include <QDialog>

class QTableWidget;

namespace dd {

namespace access {
class AccessGuard;
class OperatorDirectory;
} // namespace access

// Operators and their roles. A Manager adds (one form, OperatorForm), removes and changes
// roles; everyone changes their own passphrase. The core refuses what the role does not allow.
class OperatorsDialog : public QDialog
{
    Q_OBJECT
public:
    OperatorsDialog(access::OperatorDirectory &operators, access::AccessGuard &guard, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }

private:
    void reload();
    QString selectedName() const;
    void onAdd();
    void onRemove();
    void onRole();
    void onPassphrase();
    void report(const QString &title, const QString &problem);

    access::OperatorDirectory &m_operators;
    access::AccessGuard &m_guard;
    QTableWidget *m_table;
};

} // namespace dd
