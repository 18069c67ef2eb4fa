#include "ui/access/operatorsdialog.h"

#include "core/access/operatordirectory.h"
#include "ui/access/operatorform.h"
#include "ui/messagebox.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace dd {

namespace {

QStringList roleNames()
{
    QStringList names;
    for (access::Role role : access::allRoles())
        names << access::Names::role(role);
    return names;
}

std::optional<QString> askPassphrase(QWidget *parent, const QString &title, const QString &label)
{
    bool ok = false;
    const QString text = QInputDialog::getText(parent, title, label, QLineEdit::Password, {}, &ok);
    return ok ? std::optional<QString>(text) : std::nullopt;
}

} // namespace

OperatorsDialog::OperatorsDialog(access::OperatorDirectory &operators, access::AccessGuard &guard, QWidget *parent)
    : QDialog(parent), m_operators(operators), m_guard(guard)
{
    setWindowTitle(tr("Operators"));
    setObjectName(QStringLiteral("operatorsDialog"));
    m_table = new QTableWidget(0, 2, this);
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Role")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    const bool manager = m_guard.allows(access::Permission::ManageOperators);
    auto *add = new QPushButton(tr("&Add…"), this);
    auto *remove = new QPushButton(tr("&Remove"), this);
    auto *role = new QPushButton(tr("Change r&ole…"), this);
    auto *passphrase = new QPushButton(tr("Change &my passphrase…"), this);
    for (QPushButton *button : {add, remove, role})
        button->setEnabled(manager);
    auto *row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(remove);
    row->addWidget(role);
    row->addStretch();
    row->addWidget(passphrase);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    if (m_guard.current())
        layout->addWidget(new QLabel(tr("Signed in: %1 (%2)")
                                         .arg(m_guard.current()->name, access::Names::role(m_guard.current()->role)),
                                     this));
    layout->addWidget(m_table, 1);
    layout->addLayout(row);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add, &QPushButton::clicked, this, &OperatorsDialog::onAdd);
    connect(remove, &QPushButton::clicked, this, &OperatorsDialog::onRemove);
    connect(role, &QPushButton::clicked, this, &OperatorsDialog::onRole);
    connect(passphrase, &QPushButton::clicked, this, &OperatorsDialog::onPassphrase);
    resize(480, 360);
    reload();
}

void OperatorsDialog::reload()
{
    const QList<access::Operator> all = m_operators.operators();
    m_table->setRowCount(static_cast<int>(all.size()));
    for (int i = 0; i < all.size(); ++i) {
        m_table->setItem(i, 0, new QTableWidgetItem(all.at(i).name));
        m_table->setItem(i, 1, new QTableWidgetItem(access::Names::role(all.at(i).role)));
    }
}

QString OperatorsDialog::selectedName() const
{
    const QTableWidgetItem *item = m_table->currentRow() >= 0 ? m_table->item(m_table->currentRow(), 0) : nullptr;
    return item ? item->text() : QString();
}

void OperatorsDialog::report(const QString &title, const QString &problem)
{
    reload();
    if (!problem.isEmpty())
        MessageBox::warning(this, title, problem);
}

void OperatorsDialog::onAdd()
{
    OperatorForm form(m_operators, this);
    form.exec();
    reload();
}

void OperatorsDialog::onRemove()
{
    const QString name = selectedName();
    if (name.isEmpty())
        return;
    if (MessageBox::question(this, tr("Remove operator"), tr("Remove %1? Their passphrase stops opening DirectDesk.").arg(name))
        != QMessageBox::Yes)
        return;
    auto removed = m_operators.removeOperator(name);
    report(tr("Remove operator"), removed ? QString() : removed.error().message());
}

void OperatorsDialog::onRole()
{
    const QString name = selectedName();
    if (name.isEmpty())
        return;
    bool ok = false;
    const QString roleName = QInputDialog::getItem(this, tr("Change role"), tr("New role of %1:").arg(name), roleNames(),
                                                   0, false, &ok);
    if (!ok)
        return;
    const access::Role role = access::allRoles().at(std::max<qsizetype>(0, roleNames().indexOf(roleName)));
    auto changed = m_operators.changeRole(name, role);
    report(tr("Change role"), changed ? QString() : changed.error().message());
}

void OperatorsDialog::onPassphrase()
{
    const auto current = askPassphrase(this, tr("Change my passphrase"), tr("Current passphrase:"));
    const auto next = current ? askPassphrase(this, tr("Change my passphrase"), tr("New passphrase:")) : std::nullopt;
    const auto again = next ? askPassphrase(this, tr("Change my passphrase"), tr("New passphrase again:")) : std::nullopt;
    if (!again)
        return;
    auto changed = m_operators.changeOwnPassphrase(*current, *next, *again);
    report(tr("Change my passphrase"), changed ? QString() : changed.error().message());
    if (changed)
        MessageBox::information(this, tr("Change my passphrase"), tr("Your passphrase was changed."));
}

} // namespace dd
