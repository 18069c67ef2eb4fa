#include "ui/dialogs/newpaymentresult.h"

#include "core/domain/method.h"
#include "ui/dialogs/newpaymentvoucher.h"
#include "ui/messagebox.h"
#include "ui/savefolder.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace dd {

namespace {
// The dialog's words: they are the new-payment dialog's to translators, whose accelerators are
// checked together.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::NewPaymentDialog)
};
} // namespace

NewPaymentResult::NewPaymentResult(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("createdArea"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_links = new QLabel(this);
    m_links->setObjectName(QStringLiteral("linksLabel"));
    m_links->setOpenExternalLinks(true);
    m_links->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_links->setWordWrap(true);
    layout->addWidget(m_links);
    m_clabeRow = new QWidget(this);
    auto *clabe = new QFormLayout(m_clabeRow);
    clabe->setContentsMargins(0, 0, 0, 0);
    m_clabeAccount = addCopyRow(clabe, Text::tr("CLABE account:"), QStringLiteral("clabeAccountEdit"),
                                QStringLiteral("copyClabeButton"));
    m_clabeReference = addCopyRow(clabe, Text::tr("Reference:"), QStringLiteral("clabeReferenceEdit"),
                                  QStringLiteral("copyReferenceButton"));
    layout->addWidget(m_clabeRow);
    m_savePdfButton = new QPushButton(Text::tr("Save &voucher as PDF…"), this);
    m_savePdfButton->setObjectName(QStringLiteral("savePdfButton"));
    layout->addWidget(m_savePdfButton, 0, Qt::AlignLeft);
    connect(m_savePdfButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, Text::tr("Save voucher as PDF"), voucherSaveStart(),
                                                          Text::tr("PDF files (*.pdf)"));
        if (!path.isEmpty())
            SaveFolder::remember(path);
        if (!path.isEmpty() && !saveVoucherPdf(path))
            MessageBox::warning(this, window()->windowTitle(), Text::tr("The voucher could not be written to %1.").arg(path));
    });
    hide();
}

QLineEdit *NewPaymentResult::addCopyRow(QFormLayout *form, const QString &label, const QString &editName,
                                        const QString &buttonName)
{
    auto *row = new QHBoxLayout;
    auto *edit = new QLineEdit(m_clabeRow);
    edit->setObjectName(editName);
    edit->setReadOnly(true);
    auto *copy = new QPushButton(Text::tr("Copy"), m_clabeRow);
    copy->setObjectName(buttonName);
    connect(copy, &QPushButton::clicked, edit, [edit] { QGuiApplication::clipboard()->setText(edit->text()); });
    row->addWidget(edit);
    row->addWidget(copy);
    form->addRow(label, row);
    return edit;
}

void NewPaymentResult::showPayment(const Payment &payment)
{
    m_payment = payment;
    QStringList links;
    const auto link = [&links](const QString &caption, const QString &url) {
        if (!url.isEmpty())
            links.append(caption + QStringLiteral(": <a href=\"") + url.toHtmlEscaped() + QStringLiteral("\">")
                         + url.toHtmlEscaped() + QStringLiteral("</a>"));
    };
    link(Text::tr("Payment page"), payment.redirectUrl);
    link(Text::tr("SPEI voucher"), payment.speiUrl);
    link(Text::tr("Boleto"), payment.boletoUrl);
    link(Text::tr("OXXO voucher"), payment.oxxoUrl);
    m_links->setText(links.join(QStringLiteral("<br>")));
    m_links->setVisible(!links.isEmpty());
    m_clabeAccount->setText(payment.clabeAccount);
    m_clabeReference->setText(payment.clabeReference);
    m_clabeRow->setVisible(!payment.clabeAccount.isEmpty() || !payment.clabeReference.isEmpty());
    m_savePdfButton->setVisible(methodKindForCode(payment.paymentTypeCode) != MethodKind::Card);
    show();
}

QString NewPaymentResult::voucherSaveStart() const
{
    return SaveFolder::suggestedPath(m_payment ? m_payment->merchantPaymentCode + QStringLiteral(".pdf") : QString());
}

bool NewPaymentResult::saveVoucherPdf(const QString &path) const
{
    return m_payment && writeVoucherPdf(*m_payment, path, locale());
}

} // namespace dd
