#include "ui/access/audittraildialog.h"

#include "core/access/accessguard.h"
#include "core/audit/auditverifier.h"
#include "models/format.h"
#include "ui/access/auditlabels.h"
#include "ui/messagebox.h"
#include "ui/savefolder.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QTableWidget>
#include <QVBoxLayout>

namespace dd {

AuditTrailDialog::AuditTrailDialog(AuditStore &store, access::AccessGuard &guard, QWidget *parent)
    : QDialog(parent), m_store(store), m_guard(guard), m_query(store)
{
    setWindowTitle(tr("Audit trail"));
    setObjectName(QStringLiteral("auditTrailDialog"));
    m_actor = new QComboBox(this);
    m_actor->addItem(tr("Any operator"), QString());
    for (const QString &actor : m_query.actors())
        m_actor->addItem(auditActorLabel(actor), actor);
    m_action = new QComboBox(this);
    m_action->addItem(tr("Any action"), QString());
    for (const QString &action : m_query.actions())
        m_action->addItem(auditActionLabel(action), action);
    m_useDates = new QCheckBox(tr("From"), this);
    m_from = new QDateEdit(QDate::currentDate().addMonths(-1), this);
    m_to = new QDateEdit(QDate::currentDate(), this);
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(dateFieldFormat());
    }
    m_text = new QLineEdit(this);
    m_text->setPlaceholderText(tr("Text in parameters or result"));
    m_text->setClearButtonEnabled(true);

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_actor);
    filters->addWidget(m_action);
    filters->addWidget(m_useDates);
    filters->addWidget(m_from);
    filters->addWidget(new QLabel(tr("to"), this));
    filters->addWidget(m_to);
    filters->addWidget(m_text, 1);

    m_table = new QTableWidget(0, 6, this);
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Time"), tr("Operator"), tr("Action"), tr("Result"), tr("Parameters")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);

    m_previous = new QPushButton(tr("< Newer"), this);
    m_next = new QPushButton(tr("Older >"), this);
    m_pageLabel = new QLabel(this);
    m_verifyLabel = new QLabel(this);
    m_verifyLabel->setWordWrap(true);
    auto *verify = new QPushButton(tr("&Verify"), this);
    verify->setObjectName(QStringLiteral("verifyButton"));
    m_export = new QPushButton(tr("Export &CSV…"), this);
    m_export->setEnabled(m_guard.allows(access::Permission::Export));
    if (!m_export->isEnabled())
        m_export->setToolTip(access::AccessError{access::AccessError::Code::Forbidden, access::Permission::Export, {}}.message());
    auto *paging = new QHBoxLayout;
    paging->addWidget(m_previous);
    paging->addWidget(m_pageLabel);
    paging->addWidget(m_next);
    paging->addStretch();
    paging->addWidget(verify);
    paging->addWidget(m_export);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addLayout(paging);
    layout->addWidget(m_verifyLabel);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_actor, &QComboBox::currentIndexChanged, this, &AuditTrailDialog::reload);
    connect(m_action, &QComboBox::currentIndexChanged, this, &AuditTrailDialog::reload);
    connect(m_useDates, &QCheckBox::toggled, this, &AuditTrailDialog::reload);
    connect(m_from, &QDateEdit::dateChanged, this, &AuditTrailDialog::reload);
    connect(m_to, &QDateEdit::dateChanged, this, &AuditTrailDialog::reload);
    connect(m_text, &QLineEdit::textChanged, this, &AuditTrailDialog::reload);
    connect(m_previous, &QPushButton::clicked, this, [this] {
        m_offset = std::max<qint64>(0, m_offset - PageSize);
        showPage();
    });
    connect(m_next, &QPushButton::clicked, this, [this] {
        m_offset += PageSize;
        showPage();
    });
    connect(verify, &QPushButton::clicked, this, &AuditTrailDialog::verifyNow);
    connect(m_export, &QPushButton::clicked, this, &AuditTrailDialog::exportCsv);
    resize(1000, 600);
    reload();
}

AuditFilter AuditTrailDialog::filter() const
{
    AuditFilter filter;
    filter.actor = m_actor->currentData().toString();
    filter.action = m_action->currentData().toString();
    filter.text = m_text->text();
    if (m_useDates->isChecked()) {
        filter.fromMs = m_from->date().startOfDay().toMSecsSinceEpoch();
        filter.toMs = m_to->date().addDays(1).startOfDay().toMSecsSinceEpoch();   // the "to" day included
    }
    return filter;
}

void AuditTrailDialog::reload()
{
    m_offset = 0;
    m_total = m_query.count(filter());
    showPage();
}

void AuditTrailDialog::showPage()
{
    const QList<AuditEntry> rows = m_query.page(filter(), m_offset, PageSize);
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        const AuditEntry &row = rows.at(i);
        // Actions, results and the actor nobody signed in as read in the interface's language; the
        // codes as written in the trail (and its export) are the tool tips.
        const QList<std::pair<QString, QString>> cells{
            {QString::number(row.id), {}},
            {formatDateTime(QDateTime::fromMSecsSinceEpoch(row.atMs)), {}},
            {auditActorLabel(row.actor), row.actor},
            {auditActionLabel(row.action), row.action},
            {auditResultLabel(row.result), row.result},
            {QString::fromUtf8(QJsonDocument(row.parameters).toJson(QJsonDocument::Compact)), {}},
        };
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells.at(column).first);
            item->setToolTip(cells.at(column).second);
            m_table->setItem(i, column, item);
        }
    }
    m_table->resizeColumnsToContents();
    const qint64 last = m_offset + rows.size();
    m_pageLabel->setText(m_total == 0 ? tr("No rows") : tr("%1–%2 of %3").arg(m_offset + 1).arg(last).arg(m_total));
    m_previous->setEnabled(m_offset > 0);
    m_next->setEnabled(last < m_total);
}

bool AuditTrailDialog::verifyNow()
{
    const AuditVerification result = AuditVerifier::verify(m_store);
    QStringList lines;
    if (result.isIntact())
        lines << tr("Intact: %n row(s) checked; every row links to the one before and the sealed head matches.",
                    nullptr, static_cast<int>(result.rowsChecked));
    for (const AuditProblem &problem : result.problems)
        lines << problem.message();
    if (result.legacyRows > 0)
        lines << tr("%n older row(s) predate the chain and are not covered.", nullptr, static_cast<int>(result.legacyRows));
    m_verifyLabel->setText(lines.join(u'\n'));
    m_verifyLabel->setStyleSheet(result.isIntact() ? QString() : QStringLiteral("color: #b00020; font-weight: bold"));
    return result.isIntact();
}

QString AuditTrailDialog::exportTo(const QString &path)
{
    const AuditFilter current = filter();
    if (auto allowed = m_guard.require(access::Permission::Export, QStringLiteral("audit_export")); !allowed)
        return allowed.error().message();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !m_query.writeCsv(current, file) || !file.commit())
        return tr("%1 could not be written.").arg(path);
    AuditEntry receipt;
    receipt.actor = m_guard.actor();
    receipt.action = QStringLiteral("audit_export");
    receipt.parameters = {{QStringLiteral("file"), path}, {QStringLiteral("rows"), m_query.count(current)}};
    receipt.result = QStringLiteral("SUCCESS");
    (void)m_store.append(receipt);
    reload();
    return {};
}

void AuditTrailDialog::exportCsv()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export audit trail"),
                                                      SaveFolder::suggestedPath(QStringLiteral("audit-trail.csv")),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    SaveFolder::remember(path);
    if (const QString problem = exportTo(path); !problem.isEmpty())
        MessageBox::warning(this, tr("Export audit trail"), problem);
}

} // namespace dd
