#include "ui/team/storagechoicedialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd {

namespace {

// A choice and, indented under it, what it means.
QLabel *explanation(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setContentsMargins(24, 0, 0, 8);
    return label;
}

} // namespace

StorageChoiceDialog::StorageChoiceDialog(Storage current, QWidget *parent)
    : QDialog(parent),
      m_thisComputer(new QRadioButton(tr("&This computer only"), this)),
      m_teamServer(new QRadioButton(tr("T&eam server"), this))
{
    setObjectName(u"StorageChoiceDialog"_s);
    setWindowTitle(tr("Where DirectDesk keeps payments"));
    m_thisComputer->setObjectName(u"thisComputerRadio"_s);
    m_teamServer->setObjectName(u"teamServerRadio"_s);
    (current == Storage::TeamServer ? m_teamServer : m_thisComputer)->setChecked(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(u"buttonBox"_s);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("C&ontinue"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_thisComputer);
    layout->addWidget(explanation(tr("An encrypted cache on this computer, protected by your passphrase. "
                                     "Nothing else to set up."),
                                  this));
    layout->addWidget(m_teamServer);
    layout->addWidget(explanation(tr("The team's shared PostgreSQL database: everyone sees the same payments, "
                                     "live. Your administrator gives you the server, your login and a CA file. "
                                     "No payment is kept on this computer."),
                                  this));
    layout->addStretch();
    layout->addWidget(buttons);
    setMinimumWidth(480);
    // Wrapped text laid out for the width the dialog opens at, not for its narrower hint: no empty
    // band above the buttons in the longer languages.
    const int width = std::max(minimumWidth(), sizeHint().width());
    const int height = heightForWidth(width);
    resize(width, height > 0 ? height : sizeHint().height());

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

StorageChoiceDialog::Storage StorageChoiceDialog::storage() const
{
    return m_teamServer->isChecked() ? Storage::TeamServer : Storage::ThisComputer;
}

} // namespace dd
