#include "ui/dialogs/lookupdialog.h"

#include "core/sync/paymentoperations.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace dd {
namespace {
enum Column { CodeColumn, ResultColumn, StatusColumn, HashColumn };
}

LookupDialog::LookupDialog(PaymentOperations &operations, QWidget *parent) : QDialog(parent), m_operations(operations)
{
    setObjectName(QStringLiteral("lookupDialog"));
    setWindowTitle(tr("Look up payments"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Paste one payment hash or merchant payment code, or a list: one per line or "
                                "separated by commas."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_codes = new QPlainTextEdit(this);
    m_codes->setObjectName(QStringLiteral("codesEdit"));
    m_codes->setTabChangesFocus(true);
    m_codes->setMaximumHeight(120);
    m_codes->setAccessibleName(tr("Payment codes"));
    m_codes->setAccessibleDescription(tr("Payment hashes or merchant payment codes, one per line or separated by commas"));
    layout->addWidget(m_codes);
    m_countLabel = new QLabel(this);
    m_countLabel->setObjectName(QStringLiteral("codeCountLabel"));
    layout->addWidget(m_countLabel);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("progressBar"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    layout->addWidget(m_progress);
    m_results = new QTreeWidget(this);
    m_results->setObjectName(QStringLiteral("resultTable"));
    m_results->setRootIsDecorated(false);
    m_results->setAccessibleName(tr("Look-up results"));
    m_results->setHeaderLabels({tr("Code"), tr("Result"), tr("Status"), tr("Hash")});
    m_results->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_results, 1);
    m_summaryLabel = new QLabel(this);
    m_summaryLabel->setObjectName(QStringLiteral("summaryLabel"));
    layout->addWidget(m_summaryLabel);

    auto *buttons = new QDialogButtonBox(this);
    m_lookUpButton = buttons->addButton(tr("&Look up"), QDialogButtonBox::ActionRole);
    m_lookUpButton->setObjectName(QStringLiteral("lookUpButton"));
    m_stopButton = buttons->addButton(tr("&Stop"), QDialogButtonBox::ActionRole);
    m_stopButton->setObjectName(QStringLiteral("stopButton"));
    m_closeButton = buttons->addButton(QDialogButtonBox::Close);
    m_closeButton->setObjectName(QStringLiteral("closeButton"));
    layout->addWidget(buttons);
    m_stopButton->setEnabled(false);

    connect(m_codes, &QPlainTextEdit::textChanged, this, &LookupDialog::updateCount);
    connect(m_lookUpButton, &QPushButton::clicked, this, &LookupDialog::start);
    connect(m_stopButton, &QPushButton::clicked, this, &LookupDialog::stop);
    connect(m_closeButton, &QPushButton::clicked, this, [this] {
        stop();
        reject();
    });
    updateCount();
    setMinimumSize(640, 440);
}

QStringList LookupDialog::parseCodes(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[\\r\\n,;\\t]+"));
    QStringList codes;
    QSet<QString> seen;
    for (const QString &part : text.split(separators)) {
        const QString code = part.trimmed();
        if (code.isEmpty() || seen.contains(code))
            continue;
        seen.insert(code);
        codes.append(code);
    }
    return codes;
}

void LookupDialog::updateCount()
{
    const qsizetype count = parseCodes(m_codes->toPlainText()).size();
    m_countLabel->setText(count == 0 ? tr("No codes yet.") : tr("%n code(s) to look up.", nullptr, int(count)));
    m_lookUpButton->setEnabled(count > 0 && !isRunning());
}

void LookupDialog::start()
{
    const QStringList codes = parseCodes(m_codes->toPlainText());
    if (codes.isEmpty() || isRunning())
        return;
    m_results->clear();
    m_found = m_notFound = m_failed = 0;
    m_active = true;
    m_stopping = false;
    for (const QString &code : codes) {
        auto *item = new QTreeWidgetItem(m_results, {code, tr("Waiting"), QString(), QString()});
        m_queue.append(item);
    }
    m_progress->setRange(0, int(codes.size()));
    m_progress->setValue(0);
    m_summaryLabel->clear();
    m_codes->setReadOnly(true);
    m_lookUpButton->setEnabled(false);
    m_stopButton->setEnabled(true);
    for (int i = 0; i < MaxParallel; ++i)
        startNext();
}

void LookupDialog::startNext()
{
    if (m_queue.isEmpty())
        return;
    QTreeWidgetItem *item = m_queue.takeFirst();
    item->setText(ResultColumn, tr("Looking up…"));
    OperationCall *call = m_operations.lookUp(item->text(CodeColumn));
    m_running.append(call);
    connect(call, &OperationCall::finished, this, [this, call, item] { onFinished(call, item); });
}

void LookupDialog::onFinished(OperationCall *call, QTreeWidgetItem *item)
{
    m_running.removeAll(call);
    m_running.removeAll(nullptr);
    const GatewayResult &result = call->result();
    if (result.hasValue() && result->payment) {
        ++m_found;
        item->setText(ResultColumn, tr("Found"));
        item->setText(StatusColumn, paymentStatusLabel(result->payment->status));
        item->setText(HashColumn, result->payment->hash);
    } else if (!result.hasValue() && result.error().kind == GatewayError::Kind::Gateway) {
        ++m_notFound;
        // The gateway's words and code in the tool tip: the status column is a payment's status.
        item->setText(ResultColumn, tr("Not found"));
        item->setToolTip(ResultColumn, result.error().message() + u" (" + result.error().code + u')');
    } else if (m_stopping) {
        item->setText(ResultColumn, tr("Stopped"));
    } else {
        ++m_failed;
        item->setText(ResultColumn, tr("Error"));
        item->setText(StatusColumn, result.hasValue() ? QString() : result.error().message());
    }
    m_progress->setValue(m_progress->value() + 1);
    startNext();
    finishIfDone();
}

void LookupDialog::stop()
{
    m_stopping = true;
    for (QTreeWidgetItem *item : std::as_const(m_queue))
        item->setText(ResultColumn, tr("Stopped"));
    m_queue.clear();
    const QList<QPointer<OperationCall>> running = m_running;
    for (const QPointer<OperationCall> &call : running) {
        if (call)
            call->abort();   // queries only: nothing is left in doubt
    }
    finishIfDone();
}

void LookupDialog::finishIfDone()
{
    m_running.removeAll(nullptr);
    if (!m_active || isRunning())
        return;
    m_active = false;
    m_codes->setReadOnly(false);
    m_stopButton->setEnabled(false);
    updateCount();
    m_summaryLabel->setText(tr("Found: %1, not found: %2, errors: %3.").arg(m_found).arg(m_notFound).arg(m_failed));
    emit lookUpFinished(m_found, m_notFound, m_failed);
}

} // namespace dd
