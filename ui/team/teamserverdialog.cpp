#include "ui/team/teamserverdialog.h"

#include "core/server/store/pgstoresession.h"
#include "ui/dialogs/problemlabel.h"
#include "ui/desktop/theme.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd {

namespace {

// A placeholder says what the field wants: read whole in every language, the field as wide as it.
void fitPlaceholder(QLineEdit *edit)
{
    const QMargins margins = edit->textMargins();
    edit->setMinimumWidth(edit->fontMetrics().horizontalAdvance(edit->placeholderText()) + margins.left()
                          + margins.right() + 16);
}

} // namespace

using server::TeamField;

TeamServerDialog::TeamServerDialog(const server::TeamServerFields &fields, Purpose purpose, QWidget *parent)
    : QDialog(parent),
      m_answer(new QLabel(this)),
      m_test(new QPushButton(tr("&Test connection"), this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"TeamServerDialog"_s);
    setWindowTitle(purpose == Purpose::SignIn ? tr("Sign in to the team server") : tr("Team server"));
    m_test->setObjectName(u"testConnectionButton"_s);
    m_buttons->setObjectName(u"buttonBox"_s);
    QPushButton *connectButton = m_buttons->button(QDialogButtonBox::Ok);
    connectButton->setObjectName(u"connectButton"_s);
    connectButton->setText(tr("Co&nnect"));   // Alt+C is Cancel's
    m_buttons->addButton(m_test, QDialogButtonBox::ActionRole);
    m_answer->setObjectName(u"answerLabel"_s);
    m_answer->setWordWrap(true);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *intro = new QLabel(tr("Your administrator gives you the server's address, the database, your login and "
                                "the CA file that signed the server's certificate. The password is never saved."),
                             this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    m_host = addField(form, tr("&Host:"), u"hostEdit"_s, TeamField::Host);
    m_port = addField(form, tr("&Port:"), u"portEdit"_s, TeamField::Port);
    m_database = addField(form, tr("&Database:"), u"databaseEdit"_s, TeamField::Database);
    m_user = addField(form, tr("&Login:"), u"userEdit"_s, TeamField::User);
    m_password = new QLineEdit(this);
    m_password->setObjectName(u"passwordEdit"_s);
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setAttribute(Qt::WA_InputMethodEnabled, false);
    m_password->setPlaceholderText(tr("from PGPASSWORD or ~/.pgpass when left empty"));
    form->addRow(tr("Pass&word:"), m_password);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    browse->setObjectName(u"browseCaFileButton"_s);
    m_caFile = addField(form, tr("CA &file:"), u"caFileEdit"_s, TeamField::CaFile, browse);
    m_caFile->setPlaceholderText(tr("needed for a server that is not on this computer"));
    for (QLineEdit *hinted : {m_password, m_caFile})
        fitPlaceholder(hinted);

    m_host->setText(fields.host);
    m_port->setText(fields.port);
    m_database->setText(fields.database);
    m_user->setText(fields.user);
    m_caFile->setText(fields.caFile);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_answer);
    layout->addStretch();
    layout->addWidget(m_buttons);
    setMinimumWidth(520);
    // Wrapped text laid out for the width the dialog opens at, not for its narrower hint: no empty
    // band above the buttons in the longer languages.
    const int width = std::max(minimumWidth(), sizeHint().width());
    const int height = heightForWidth(width);
    resize(width, height > 0 ? height : sizeHint().height());

    connect(browse, &QPushButton::clicked, this, &TeamServerDialog::chooseCaFile);
    connect(m_test, &QPushButton::clicked, this, &TeamServerDialog::testConnection);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TeamServerDialog::connectToServer);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&m_opener, &server::TeamSessionOpener::opened, this, &TeamServerDialog::onOpened);
    connect(&m_opener, &server::TeamSessionOpener::failed, this, &TeamServerDialog::onFailed);
    if (purpose == Purpose::SignIn && server::teamFieldProblems(fields).isEmpty())
        QTimer::singleShot(0, this, &TeamServerDialog::connectToServer);
    else if (purpose == Purpose::SignIn)
        m_password->setFocus();
}

TeamServerDialog::~TeamServerDialog() = default;

QLineEdit *TeamServerDialog::addField(QFormLayout *form, const QString &label, const QString &objectName,
                                      TeamField field, QWidget *beside)
{
    auto *edit = new QLineEdit(this);
    edit->setObjectName(objectName);
    auto *caption = new QLabel(label, this);
    caption->setBuddy(edit);   // the mnemonic reaches the field, also when a button sits beside it
    if (beside) {
        auto *row = new QHBoxLayout;
        row->addWidget(edit, 1);
        row->addWidget(beside);
        form->addRow(caption, row);
    } else {
        form->addRow(caption, edit);
    }
    QLabel *problem = newProblemLabel(objectName + u"Problem"_s, this);
    form->addRow(QString(), problem);
    m_problems.insert(field, problem);
    return edit;
}

server::TeamServerFields TeamServerDialog::fields() const
{
    server::TeamServerFields fields;
    fields.host = m_host->text().trimmed();
    fields.port = m_port->text().trimmed();
    fields.database = m_database->text();
    fields.user = m_user->text();
    fields.caFile = m_caFile->text().trimmed();
    return fields;
}

server::TeamSignIn TeamServerDialog::takeSignIn()
{
    return std::move(m_signIn);
}

QString TeamServerDialog::answerText() const
{
    return m_answer->text();
}

QString TeamServerDialog::problemText(TeamField field) const
{
    const QLabel *label = m_problems.value(field);
    return label ? label->text() : QString();
}

void TeamServerDialog::testConnection()
{
    attempt(false);
}

void TeamServerDialog::connectToServer()
{
    attempt(true);
}

void TeamServerDialog::attempt(bool acceptWhenSignedIn)
{
    const server::TeamServerFields current = fields();
    for (QLabel *label : std::as_const(m_problems))
        showProblemText(label, {});
    const QString password = m_password->text();
    const auto conninfo = server::teamConninfo(current, password);
    if (!conninfo) {
        for (const server::TeamFieldProblem &problem : conninfo.error())
            showProblemText(m_problems.value(problem.field), problem.message);
        showAnswer(tr("Correct the fields marked above."), false);
        emit attemptFinished(false);
        return;
    }
    m_acceptWhenSignedIn = acceptWhenSignedIn;
    m_triedWithPassword = !password.isEmpty();
    showAnswer(tr("Connecting to %1…").arg(current.serverName()), true);
    setBusy(true);
    m_opener.start(conninfo.value());
}

void TeamServerDialog::onOpened()
{
    setBusy(false);
    server::TeamSignIn signIn = m_opener.take();
    if (!signIn.role) {   // the opener refuses a login of no group: never signed in without a role
        emit attemptFinished(false);
        return;
    }
    showAnswer(tr("Connected as %1, role %2. The team's tables are at version %3.")
                   .arg(signIn.login, access::Names::role(*signIn.role))
                   .arg(signIn.schemaVersion),
               true);
    emit attemptFinished(true);
    if (!m_acceptWhenSignedIn)
        return;   // a test: the session closes here
    m_signIn = std::move(signIn);
    accept();
}

void TeamServerDialog::onFailed(const server::PgError &error)
{
    setBusy(false);
    if (error.kind == server::PgError::Kind::Authentication && !m_triedWithPassword) {
        showAnswer(tr("The team server asks for your password."), false);
        m_password->setFocus();
    } else {
        showAnswer(error.message, false);
    }
    emit attemptFinished(false);
}

void TeamServerDialog::showAnswer(const QString &text, bool good)
{
    m_answer->setText(text);
    m_answer->setStyleSheet(good ? QString() : theme::errorStyleSheet());
}

void TeamServerDialog::setBusy(bool busy)
{
    m_test->setEnabled(!busy);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!busy);
}

void TeamServerDialog::chooseCaFile()
{
    const QString chosen = QFileDialog::getOpenFileName(this, tr("CA file of the team server"), m_caFile->text(),
                                                        tr("Certificates (*.pem *.crt *.cer);;All files (*)"));
    if (!chosen.isEmpty())
        m_caFile->setText(chosen);
}

} // namespace dd
