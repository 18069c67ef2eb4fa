<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>Diagnostics</name>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>Proprietary; all rights reserved</source>
        <translation>Proprietário; todos os direitos reservados</translation>
    </message>
    <message numerus="yes">
        <source>(%n byte(s) of window layout)</source>
        <translation>
            <numerusform>(%n byte de layout da janela)</numerusform>
            <numerusform>(%n bytes de layout da janela)</numerusform>
        </translation>
    </message>
    <message>
        <source>(cache locked)</source>
        <translation>(cache bloqueado)</translation>
    </message>
</context>
<context>
    <name>OrderFileText</name>
    <message>
        <source>%1 in the workbook: a document type declaration, which no workbook has</source>
        <translation>%1 na pasta de trabalho: uma declaração de tipo de documento, que nenhuma pasta de trabalho tem</translation>
    </message>
</context>
<context>
    <name>OverviewPdf</name>
    <message>
        <source>Overview: payments opened %1 – %2</source>
        <translation>Visão geral: pagamentos abertos de %1 a %2</translation>
    </message>
    <message>
        <source>Confirmed volume, %1</source>
        <translation>Volume confirmado, %1</translation>
    </message>
    <message>
        <source>Per opening day (total %1)</source>
        <translation>Por dia de abertura (total %1)</translation>
    </message>
    <message>
        <source>By method</source>
        <translation>Por meio de pagamento</translation>
    </message>
    <message>
        <source>By country</source>
        <translation>Por país</translation>
    </message>
    <message>
        <source>Payments by status and refunds</source>
        <translation>Pagamentos por status e estornos</translation>
    </message>
    <message>
        <source>Payments by status (count)</source>
        <translation>Pagamentos por status (quantidade)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n)</source>
        <translation>
            <numerusform>%1 (%n)</numerusform>
            <numerusform>%1 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Refunds requested in the period</source>
        <translation>Estornos solicitados no período</translation>
    </message>
    <message numerus="yes">
        <source>Pending vouchers due within %n day(s): %1</source>
        <translation>
            <numerusform>Vouchers pendentes com vencimento em até %n dia: %1</numerusform>
            <numerusform>Vouchers pendentes com vencimento em até %n dias: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PgConnection</name>
    <message>
        <source>The team server asks for a password: give it in the connection string, in PGPASSWORD or in ~/.pgpass.</source>
        <translation>O servidor da equipe pede uma senha: informe-a na string de conexão, em PGPASSWORD ou em ~/.pgpass.</translation>
    </message>
    <message>
        <source>The team server refused the login: %1</source>
        <translation>O servidor da equipe recusou o login: %1</translation>
    </message>
    <message>
        <source>Cannot connect to the team server: %1</source>
        <translation>Não foi possível conectar ao servidor da equipe: %1</translation>
    </message>
    <message>
        <source>Cannot connect to the team server: out of memory</source>
        <translation>Não foi possível conectar ao servidor da equipe: memória insuficiente</translation>
    </message>
    <message>
        <source>Not connected to the team server.</source>
        <translation>Sem conexão com o servidor da equipe.</translation>
    </message>
    <message>
        <source>Cannot compute the password&apos;s SCRAM-SHA-256 verifier: %1</source>
        <translation>Não foi possível calcular o verificador SCRAM-SHA-256 da senha: %1</translation>
    </message>
    <message>
        <source>The team server did not start the copy.</source>
        <translation>O servidor da equipe não iniciou a cópia.</translation>
    </message>
</context>
<context>
    <name>PgConnector</name>
    <message>
        <source>Cannot connect to the team server: no answer within %1 s.</source>
        <translation>Não foi possível conectar ao servidor da equipe: sem resposta em %1 s.</translation>
    </message>
</context>
<context>
    <name>ServerAddress</name>
    <message>
        <source>The team server %1 is not on this computer, so DirectDesk connects to it only over TLS with its certificate checked: add sslmode=verify-full (and sslrootcert=FILE with the CA that signed the server&apos;s certificate) to the connection string.</source>
        <translation>O servidor da equipe %1 não está neste computador, então o DirectDesk só se conecta a ele por TLS com o certificado verificado: acrescente sslmode=verify-full (e sslrootcert=ARQUIVO com a CA que assinou o certificado do servidor) à string de conexão.</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>memória insuficiente</translation>
    </message>
    <message>
        <source>The team server&apos;s connection string cannot be read: %1</source>
        <translation>Não foi possível ler a string de conexão do servidor da equipe: %1</translation>
    </message>
</context>
<context>
    <name>dd::AboutDialog</name>
    <message>
        <source>About DirectDesk</source>
        <translation>Sobre o DirectDesk</translation>
    </message>
    <message>
        <source>&lt;b&gt;DirectDesk %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;DirectDesk %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A back-office for merchants of the Direct API.</source>
        <translation>Um back-office para lojistas da Direct API.</translation>
    </message>
    <message>
        <source>Qt:</source>
        <translation>Qt:</translation>
    </message>
    <message>
        <source>SQLCipher:</source>
        <translation>SQLCipher:</translation>
    </message>
    <message>
        <source>(shown while the cache is unlocked)</source>
        <translation>(exibido enquanto o cache está desbloqueado)</translation>
    </message>
    <message>
        <source>libsodium:</source>
        <translation>libsodium:</translation>
    </message>
    <message>
        <source>libxlsxwriter:</source>
        <translation>libxlsxwriter:</translation>
    </message>
    <message>
        <source>Build:</source>
        <translation>Compilação:</translation>
    </message>
    <message>
        <source>License:</source>
        <translation>Licença:</translation>
    </message>
    <message>
        <source>Copy &amp;diagnostics</source>
        <translation>Copiar &amp;diagnóstico</translation>
    </message>
    <message>
        <source>Copies versions, system and cache facts for support; no passphrase, key or card data</source>
        <translation>Copia versões, sistema e dados do cache para o suporte; nenhuma senha, chave ou dado de cartão</translation>
    </message>
    <message>
        <source>Diagnostics copied to the clipboard.</source>
        <translation>Diagnóstico copiado para a área de transferência.</translation>
    </message>
</context>
<context>
    <name>dd::ActionDialog</name>
    <message>
        <source>Check now</source>
        <translation>Verificar agora</translation>
    </message>
    <message>
        <source>Ask the gateway what happened to the earlier action</source>
        <translation>Perguntar ao gateway o que aconteceu com a ação anterior</translation>
    </message>
    <message>
        <source>An earlier action on this payment has an unknown outcome. Use &quot;Check now&quot; to ask the gateway before anything else is sent.</source>
        <translation>Uma ação anterior neste pagamento tem resultado desconhecido. Use &quot;Verificar agora&quot; para consultar o gateway antes de enviar qualquer outra coisa.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Enviando…</translation>
    </message>
    <message>
        <source>Outcome unknown.</source>
        <translation>Resultado desconhecido.</translation>
    </message>
    <message>
        <source>The payment is marked; &quot;Check now&quot; asks the gateway.</source>
        <translation>O pagamento foi marcado; &quot;Verificar agora&quot; consulta o gateway.</translation>
    </message>
    <message>
        <source>Asking the gateway…</source>
        <translation>Consultando o gateway…</translation>
    </message>
    <message>
        <source>The check failed, the outcome is still unknown.</source>
        <translation>A verificação falhou; o resultado continua desconhecido.</translation>
    </message>
    <message>
        <source>Checked: the earlier action took effect. The payment is up to date.</source>
        <translation>Verificado: a ação anterior foi efetivada. O pagamento está atualizado.</translation>
    </message>
    <message>
        <source>Checked: the earlier action did not take effect. You may send it again.</source>
        <translation>Verificado: a ação anterior não foi efetivada. Você pode enviá-la novamente.</translation>
    </message>
    <message>
        <source>Checked: the payment is up to date.</source>
        <translation>Verificado: o pagamento está atualizado.</translation>
    </message>
    <message>
        <source>Payment %1
Merchant code: %2
Method: %3, country: %4
Status: %5
Amount: %6</source>
        <translation>Pagamento %1
Código do lojista: %2
Meio: %3, país: %4
Status: %5
Valor: %6</translation>
    </message>
    <message>
        <source>The gateway applied the action, but it could not be saved in the local cache. The payment will be refreshed from the gateway; until then the list may show its old state.</source>
        <translation>O gateway aplicou a ação, mas ela não pôde ser gravada no cache local. O pagamento será atualizado a partir do gateway; até lá a lista pode mostrar o estado anterior.</translation>
    </message>
    <message>
        <source>The gateway applied the action, but it could not be saved in the local cache. The payment is marked; &quot;Check now&quot; asks the gateway for its current state.</source>
        <translation>O gateway aplicou a ação, mas ela não pôde ser gravada no cache local. O pagamento foi marcado; &quot;Verificar agora&quot; pede ao gateway o estado atual.</translation>
    </message>
    <message>
        <source>An earlier action on this payment has an unknown outcome. The team worker asks the gateway; nothing else can be sent until it has the answer.</source>
        <translation>Uma ação anterior neste pagamento tem resultado desconhecido. O worker da equipe consulta o gateway; nada mais pode ser enviado até que ele tenha a resposta.</translation>
    </message>
    <message>
        <source>The payment is marked; the team worker asks the gateway.</source>
        <translation>O pagamento foi marcado; o worker da equipe consulta o gateway.</translation>
    </message>
    <message>
        <source>Waiting for approval (request %1). The amount is above the approval threshold: a Manager approves or rejects it under Tools ▸ Approvals. Nothing was sent to the gateway yet.</source>
        <translation>Aguardando aprovação (solicitação %1). O valor está acima do limite de aprovação: um Gerente o aprova ou rejeita em Ferramentas ▸ Aprovações. Nada foi enviado ao gateway ainda.</translation>
    </message>
</context>
<context>
    <name>dd::ApprovalLabels</name>
    <message>
        <source>Waiting</source>
        <comment>a refund request&apos;s state</comment>
        <translation>Aguardando</translation>
    </message>
    <message>
        <source>Rejected</source>
        <comment>a refund request&apos;s state</comment>
        <translation>Rejeitada</translation>
    </message>
    <message>
        <source>Approved</source>
        <comment>a refund request&apos;s state</comment>
        <translation>Aprovada</translation>
    </message>
    <message>
        <source>Approved, sending</source>
        <comment>a refund request&apos;s state</comment>
        <translation>Aprovada, enviando</translation>
    </message>
    <message>
        <source>Approved, sent</source>
        <comment>a refund request&apos;s state</comment>
        <translation>Aprovada, enviada</translation>
    </message>
    <message>
        <source>Approved, outcome unknown</source>
        <comment>a refund request&apos;s state</comment>
        <translation>Aprovada, resultado desconhecido</translation>
    </message>
    <message>
        <source>Approved, then failed</source>
        <comment>a refund request&apos;s state</comment>
        <translation>Aprovada, depois falhou</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Enviando…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an outcome, then what the failure said</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Refund %1 of payment %2</source>
        <translation>Estorno de %1 do pagamento %2</translation>
    </message>
    <message>
        <source>Refund %1 of payment %2 (merchant code %3)</source>
        <translation>Estorno de %1 do pagamento %2 (código do lojista %3)</translation>
    </message>
    <message>
        <source>Asked by %1 on %2</source>
        <translation>Solicitado por %1 em %2</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Motivo: %1</translation>
    </message>
    <message>
        <source>Merchant refund code: %1</source>
        <translation>Código do estorno do lojista: %1</translation>
    </message>
</context>
<context>
    <name>dd::ApprovalsDialog</name>
    <message>
        <source>Refunds awaiting approval</source>
        <translation>Estornos aguardando aprovação</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pagamento</translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation>Solicitado por</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>Solicitado</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Decidido por</translation>
    </message>
    <message>
        <source>Show decided requests</source>
        <translation>Mostrar solicitações decididas</translation>
    </message>
    <message>
        <source>&amp;Approve…</source>
        <translation>&amp;Aprovar…</translation>
    </message>
    <message>
        <source>&amp;Reject…</source>
        <translation>&amp;Rejeitar…</translation>
    </message>
    <message>
        <source>&amp;Thresholds…</source>
        <translation>&amp;Limites…</translation>
    </message>
    <message>
        <source>Only a Manager approves or rejects refunds.</source>
        <translation>Somente um Gerente aprova ou rejeita estornos.</translation>
    </message>
    <message>
        <source>Approved, but the payment is no longer in the cache; nothing was sent.</source>
        <translation>Aprovado, mas o pagamento não está mais no cache; nada foi enviado.</translation>
    </message>
    <message>
        <source>Approved request %1; sending the refund…</source>
        <translation>Solicitação %1 aprovada; enviando o estorno…</translation>
    </message>
    <message>
        <source>Request %1: the refund was sent.</source>
        <translation>Solicitação %1: o estorno foi enviado.</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Aprovar</translation>
    </message>
    <message>
        <source>Reject request %1</source>
        <translation>Rejeitar a solicitação %1</translation>
    </message>
    <message>
        <source>Reason (required):</source>
        <translation>Motivo (obrigatório):</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rejeitar</translation>
    </message>
    <message>
        <source>Refund requests</source>
        <translation>Solicitações de estorno</translation>
    </message>
    <message>
        <source>Refund reason</source>
        <translation>Motivo do estorno</translation>
    </message>
    <message>
        <source>Decision / outcome</source>
        <translation>Decisão / resultado</translation>
    </message>
    <message>
        <source>No refund has been asked for approval yet.</source>
        <translation>Nenhum estorno foi enviado para aprovação ainda.</translation>
    </message>
    <message>
        <source>No refund waits for approval.</source>
        <translation>Nenhum estorno aguarda aprovação.</translation>
    </message>
    <message>
        <source>Select a waiting request first.</source>
        <translation>Selecione primeiro uma solicitação aguardando.</translation>
    </message>
    <message>
        <source>Request %1 was approved, but the refund was not sent: %2</source>
        <translation>A solicitação %1 foi aprovada, mas o estorno não foi enviado: %2</translation>
    </message>
</context>
<context>
    <name>dd::ApprovePrompt</name>
    <message>
        <source>Approve request %1</source>
        <translation>Aprovar a solicitação %1</translation>
    </message>
    <message>
        <source>Approving sends this refund to the gateway at once.</source>
        <translation>Ao aprovar, este estorno é enviado imediatamente ao gateway.</translation>
    </message>
    <message>
        <source>Your own &amp;passphrase (it records who approves):</source>
        <translation>A sua própria &amp;senha (registra quem aprova):</translation>
    </message>
    <message>
        <source>Approve and send</source>
        <translation>Aprovar e enviar</translation>
    </message>
</context>
<context>
    <name>dd::AuditLabels</name>
    <message>
        <source>Create payment</source>
        <translation>Criar pagamento</translation>
    </message>
    <message>
        <source>Check a created payment</source>
        <translation>Verificar um pagamento criado</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Captura</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Estorno</translation>
    </message>
    <message>
        <source>Cancel refund</source>
        <translation>Cancelar estorno</translation>
    </message>
    <message>
        <source>Cancel payment</source>
        <translation>Cancelar pagamento</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>Check an unknown outcome</source>
        <translation>Verificar um resultado desconhecido</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Failed unlock attempts</source>
        <translation>Tentativas de desbloqueio malsucedidas</translation>
    </message>
    <message>
        <source>Key file changed outside DirectDesk</source>
        <translation>Arquivo de chaves alterado fora do DirectDesk</translation>
    </message>
    <message>
        <source>Change passphrase</source>
        <translation>Alteração de senha</translation>
    </message>
    <message>
        <source>Add operator</source>
        <translation>Inclusão de operador</translation>
    </message>
    <message>
        <source>Remove operator</source>
        <translation>Remoção de operador</translation>
    </message>
    <message>
        <source>Change operator role</source>
        <translation>Alteração de função de operador</translation>
    </message>
    <message>
        <source>Operators set up</source>
        <translation>Operadores configurados</translation>
    </message>
    <message>
        <source>Access denied</source>
        <translation>Acesso negado</translation>
    </message>
    <message>
        <source>Set approval threshold</source>
        <translation>Definir limite de aprovação</translation>
    </message>
    <message>
        <source>Refund awaits approval</source>
        <translation>Estorno aguardando aprovação</translation>
    </message>
    <message>
        <source>Approve refund</source>
        <translation>Aprovar estorno</translation>
    </message>
    <message>
        <source>Reject refund</source>
        <translation>Rejeitar estorno</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar relatório</translation>
    </message>
    <message>
        <source>Export audit trail</source>
        <translation>Exportar trilha de auditoria</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Sucesso</translation>
    </message>
    <message>
        <source>Refused before sending</source>
        <translation>Recusado antes do envio</translation>
    </message>
    <message>
        <source>Refused by the gateway</source>
        <translation>Recusado pelo gateway</translation>
    </message>
    <message>
        <source>HTTP error</source>
        <translation>Erro HTTP</translation>
    </message>
    <message>
        <source>Not reached</source>
        <translation>Sem conexão</translation>
    </message>
    <message>
        <source>Unreadable answer</source>
        <translation>Resposta ilegível</translation>
    </message>
    <message>
        <source>Outcome unknown</source>
        <translation>Resultado desconhecido</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Aplicado</translation>
    </message>
    <message>
        <source>Not applied</source>
        <translation>Não aplicado</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Gravado</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Aprovado</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rejeitado</translation>
    </message>
    <message>
        <source>Refused: no reason given</source>
        <translation>Recusado: falta o motivo</translation>
    </message>
    <message>
        <source>(nobody)</source>
        <translation>(ninguém)</translation>
    </message>
    <message>
        <source>Reconcile orders</source>
        <translation>Conciliar pedidos</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>Aguardando aprovação</translation>
    </message>
    <message>
        <source>Refused: the role does not allow it</source>
        <translation>Recusado: a função não permite</translation>
    </message>
    <message>
        <source>Refused: nobody signed in</source>
        <translation>Recusado: ninguém conectado</translation>
    </message>
    <message>
        <source>Refused: the requester cannot decide it</source>
        <translation>Recusado: quem solicitou não pode decidir</translation>
    </message>
    <message>
        <source>Refused: the request was decided already</source>
        <translation>Recusado: a solicitação já foi decidida</translation>
    </message>
    <message>
        <source>Refused: no request with this number</source>
        <translation>Recusado: não existe solicitação com este número</translation>
    </message>
    <message>
        <source>Refused: the passphrase belongs to no operator</source>
        <translation>Recusado: a senha não pertence a nenhum operador</translation>
    </message>
    <message>
        <source>Refused: wrong or unusable passphrase</source>
        <translation>Recusado: senha incorreta ou inválida</translation>
    </message>
    <message>
        <source>Failed: the key file could not be changed</source>
        <translation>Falhou: não foi possível alterar o arquivo de chaves</translation>
    </message>
    <message>
        <source>Failed: the cache could not be written</source>
        <translation>Falhou: não foi possível gravar no cache</translation>
    </message>
    <message>
        <source>Detected</source>
        <translation>Detectado</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Observado</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>Everything matches</source>
        <translation>Tudo confere</translation>
    </message>
    <message>
        <source>Differences found</source>
        <translation>Diferenças encontradas</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Falhou: %1</translation>
    </message>
    <message>
        <source>Ask the team worker</source>
        <translation>Pedir ao worker da equipe</translation>
    </message>
    <message>
        <source>Recorded for the team worker</source>
        <translation>Registrado para o worker da equipe</translation>
    </message>
    <message>
        <source>Refused: another action on the payment is open</source>
        <translation>Recusado: há outra ação aberta sobre o pagamento</translation>
    </message>
    <message>
        <source>Failed: the team server could not be written</source>
        <translation>Falhou: não foi possível gravar no servidor da equipe</translation>
    </message>
    <message>
        <source>Change gateway connection</source>
        <translation>Alterar a conexão com o gateway</translation>
    </message>
    <message>
        <source>Change this desk&apos;s connection</source>
        <translation>Alterar a conexão desta estação</translation>
    </message>
</context>
<context>
    <name>dd::AuditStore</name>
    <message>
        <source>… [cut: %1 characters]</source>
        <extracomment>Ends a value stored cut in the audit trail; %1 is its full length.</extracomment>
        <translation>… [cortado: %1 caracteres]</translation>
    </message>
</context>
<context>
    <name>dd::AuditTrailDialog</name>
    <message>
        <source>Audit trail</source>
        <translation>Trilha de auditoria</translation>
    </message>
    <message>
        <source>Any operator</source>
        <translation>Qualquer operador</translation>
    </message>
    <message>
        <source>Any action</source>
        <translation>Qualquer ação</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>Text in parameters or result</source>
        <translation>Texto nos parâmetros ou no resultado</translation>
    </message>
    <message>
        <source>to</source>
        <translation>até</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Operador</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <source>&lt; Newer</source>
        <translation>&lt; Mais recentes</translation>
    </message>
    <message>
        <source>Older &gt;</source>
        <translation>Mais antigas &gt;</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Verificar</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <source>No rows</source>
        <translation>Nenhuma linha</translation>
    </message>
    <message>
        <source>%1–%2 of %3</source>
        <translation>%1–%2 de %3</translation>
    </message>
    <message numerus="yes">
        <source>Intact: %n row(s) checked; every row links to the one before and the sealed head matches.</source>
        <translation>
            <numerusform>Íntegra: %n linha verificada; cada linha se liga à anterior e o início selado confere.</numerusform>
            <numerusform>Íntegra: %n linhas verificadas; cada linha se liga à anterior e o início selado confere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n older row(s) predate the chain and are not covered.</source>
        <translation>
            <numerusform>%n linha mais antiga é anterior à cadeia e não está coberta.</numerusform>
            <numerusform>%n linhas mais antigas são anteriores à cadeia e não estão cobertas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>Não foi possível gravar %1.</translation>
    </message>
    <message>
        <source>Export audit trail</source>
        <translation>Exportar a trilha de auditoria</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>dd::AuditVerifier</name>
    <message>
        <source>Row %1 was changed after it was written.</source>
        <translation>A linha %1 foi alterada depois de gravada.</translation>
    </message>
    <message>
        <source>A row before row %1 was deleted.</source>
        <translation>Uma linha antes da linha %1 foi excluída.</translation>
    </message>
    <message>
        <source>Rows after row %1 were deleted (the trail was cut short).</source>
        <translation>Linhas após a linha %1 foram excluídas (a trilha foi encurtada).</translation>
    </message>
    <message>
        <source>The trail&apos;s authenticated head is missing.</source>
        <translation>O início autenticado da trilha está faltando.</translation>
    </message>
    <message>
        <source>The trail&apos;s head does not carry a valid seal: it was changed.</source>
        <translation>O início da trilha não tem um selo válido: foi alterado.</translation>
    </message>
    <message>
        <source>Row %1 carries no chain hash.</source>
        <translation>A linha %1 não tem hash de cadeia.</translation>
    </message>
</context>
<context>
    <name>dd::BankDetails</name>
    <message>
        <source>This CLABE is not valid (check digit).</source>
        <translation>Esta CLABE não é válida (dígito verificador).</translation>
    </message>
    <message>
        <source>Enter the 18-digit CLABE, such as 032180000118359719.</source>
        <translation>Informe a CLABE de 18 dígitos, por exemplo 032180000118359719.</translation>
    </message>
    <message>
        <source>Enter the account number: 4 to 20 digits, nothing else.</source>
        <translation>Informe o número da conta: de 4 a 20 dígitos, nada mais.</translation>
    </message>
    <message>
        <source>Enter the account number: 6 to 20 digits, nothing else.</source>
        <translation>Informe o número da conta: de 6 a 20 dígitos, nada mais.</translation>
    </message>
    <message>
        <source>Transfers in %1 need no branch: leave it empty.</source>
        <translation>%1: as transferências não usam agência; deixe o campo em branco.</translation>
    </message>
</context>
<context>
    <name>dd::BankDetailsForm</name>
    <message>
        <source>Account number:</source>
        <translation>Número da conta:</translation>
    </message>
    <message>
        <source>Digits only, e.g. 00123456789</source>
        <translation>Somente dígitos, p. ex. 00123456789</translation>
    </message>
    <message>
        <source>Holder&apos;s RUT:</source>
        <translation>RUT do titular:</translation>
    </message>
    <message>
        <source>e.g. 11.111.111-1 (check digit 0-9 or K)</source>
        <translation>p. ex. 11.111.111-1 (dígito verificador 0-9 ou K)</translation>
    </message>
    <message>
        <source>Digits only, 6 to 20</source>
        <translation>Somente dígitos, de 6 a 20</translation>
    </message>
    <message>
        <source>Holder&apos;s NIT or cédula:</source>
        <translation>NIT ou cédula do titular:</translation>
    </message>
    <message>
        <source>e.g. 800197268-4 (NIT) or 1020304050</source>
        <translation>ex.: 800197268-4 (NIT) ou 1020304050</translation>
    </message>
    <message>
        <source>CLABE:</source>
        <translation>CLABE:</translation>
    </message>
    <message>
        <source>18 digits, e.g. 032180000118359719</source>
        <translation>18 dígitos, p. ex. 032180000118359719</translation>
    </message>
    <message>
        <source>Holder&apos;s RFC:</source>
        <translation>RFC do titular:</translation>
    </message>
    <message>
        <source>e.g. GODE561231GR8</source>
        <translation>p. ex. GODE561231GR8</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Conta:</translation>
    </message>
    <message>
        <source>e.g. 123456-7 (digit after a hyphen)</source>
        <translation>p. ex. 123456-7 (dígito após o hífen)</translation>
    </message>
    <message>
        <source>Holder&apos;s CPF or CNPJ:</source>
        <translation>CPF ou CNPJ do titular:</translation>
    </message>
    <message>
        <source>e.g. 853.513.468-93 or 11.222.333/0001-81</source>
        <translation>p. ex. 853.513.468-93 ou 11.222.333/0001-81</translation>
    </message>
    <message>
        <source>checking</source>
        <comment>bank account type</comment>
        <translation>corrente</translation>
    </message>
    <message>
        <source>savings</source>
        <comment>bank account type</comment>
        <translation>poupança</translation>
    </message>
    <message>
        <source>salary</source>
        <comment>bank account type</comment>
        <translation>salário</translation>
    </message>
    <message>
        <source>payment</source>
        <comment>bank account type</comment>
        <translation>pagamento</translation>
    </message>
    <message>
        <source>demand (vista)</source>
        <comment>bank account type: Chile&apos;s cuenta vista or CuentaRUT</comment>
        <translation>à vista (cuenta vista)</translation>
    </message>
    <message>
        <source>Customer&apos;s bank details (optional)</source>
        <translation>Dados bancários do cliente (opcional)</translation>
    </message>
    <message>
        <source>Bank name:</source>
        <translation>Nome do banco:</translation>
    </message>
    <message>
        <source>Branch (agência):</source>
        <translation>Agência:</translation>
    </message>
    <message>
        <source>e.g. 1234-5 (branch digit after a hyphen)</source>
        <translation>p. ex. 1234-5 (dígito da agência após o hífen)</translation>
    </message>
    <message>
        <source>Bank details:</source>
        <translation>Dados bancários:</translation>
    </message>
    <message>
        <source>Only for one particular Brazilian state bank</source>
        <translation>Apenas para um banco estatal brasileiro específico</translation>
    </message>
    <message>
        <source>Holder&apos;s name:</source>
        <translation>Nome do titular:</translation>
    </message>
    <message>
        <source>Account type:</source>
        <translation>Tipo de conta:</translation>
    </message>
</context>
<context>
    <name>dd::BaseAddress</name>
    <message>
        <source>Built-in sandbox</source>
        <translation>Sandbox integrado</translation>
    </message>
    <message>
        <source>Gateway sandbox</source>
        <translation>Sandbox do gateway</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produção</translation>
    </message>
    <message>
        <source>Local tenant sandbox</source>
        <translation>Sandbox do tenant local</translation>
    </message>
    <message>
        <source>Local tenant production</source>
        <translation>Produção do tenant local</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>Enter a base address such as https://sandbox.ebanxpay.com.</source>
        <translation>Informe um endereço base, como https://sandbox.ebanxpay.com.</translation>
    </message>
    <message>
        <source>The base address must not carry user names, queries or fragments.</source>
        <translation>O endereço base não pode conter nomes de usuário, consultas ou fragmentos.</translation>
    </message>
    <message>
        <source>The base address must start with https:// (plain http:// is allowed only for this computer).</source>
        <translation>O endereço base deve começar com https:// (http:// simples só é permitido para este computador).</translation>
    </message>
</context>
<context>
    <name>dd::CancelPaymentDialog</name>
    <message>
        <source>Cancel payment…</source>
        <translation>Cancelar pagamento…</translation>
    </message>
    <message>
        <source>Cancel payment</source>
        <translation>Cancelar pagamento</translation>
    </message>
    <message>
        <source>Cancelling is final: the payment becomes CA, the customer can no longer pay it (a voucher or link stops working) and an authorization is released. There is no partial cancel.</source>
        <translation>O cancelamento é definitivo: o pagamento passa a CA, o cliente não pode mais pagá-lo (boleto, voucher ou link deixam de funcionar) e a autorização é liberada. Não existe cancelamento parcial.</translation>
    </message>
    <message>
        <source>Cancel payment %1 of %2? This cannot be undone.</source>
        <translation>Cancelar o pagamento %1 de %2? Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <source>Cancelled: the payment is now %1.</source>
        <translation>Cancelado: o pagamento agora está %1.</translation>
    </message>
    <message>
        <source>Merchant payment code</source>
        <translation>Código de pagamento do lojista</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Cancel the payment</source>
        <translation>Cancelar o pagamento</translation>
    </message>
    <message>
        <source>Keep it</source>
        <comment>do not cancel the payment</comment>
        <translation>Manter</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
</context>
<context>
    <name>dd::CancelRefundDialog</name>
    <message>
        <source>Cancel refund…</source>
        <translation>Cancelar estorno…</translation>
    </message>
    <message>
        <source>Cancel refund</source>
        <translation>Cancelar estorno</translation>
    </message>
    <message>
        <source>Refund %1 (merchant code %2) of %3, status %4, of payment %5.</source>
        <translation>Estorno %1 (código do lojista %2) de %3, status %4, do pagamento %5.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Cancelling the refund takes effect at once:
• the customer receives no money from this refund;
• you are not charged for it;
• the customer is NOT told — tell them yourself if needed.</source>
        <translation>O cancelamento do estorno vale imediatamente:
• o cliente não recebe nenhum valor deste estorno;
• você não é cobrado por ele;
• o cliente NÃO é avisado — avise-o você mesmo, se necessário.</translation>
    </message>
    <message>
        <source>Why the refund is cancelled (required; kept in the audit trail)</source>
        <translation>Motivo do cancelamento do estorno (obrigatório; fica na trilha de auditoria)</translation>
    </message>
    <message>
        <source>The refund is now %1. The customer was not notified.</source>
        <translation>O estorno agora está %1. O cliente não foi avisado.</translation>
    </message>
    <message>
        <source>Reason for cancelling the refund</source>
        <translation>Motivo do cancelamento do estorno</translation>
    </message>
    <message>
        <source>Cancel refund %1 of %2 of payment %3?</source>
        <translation>Cancelar o estorno %1 de %2 do pagamento %3?</translation>
    </message>
    <message>
        <source>Merchant refund code</source>
        <translation>Código do estorno do lojista</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Cancel the refund</source>
        <translation>Cancelar o estorno</translation>
    </message>
    <message>
        <source>Keep it</source>
        <comment>do not cancel the refund</comment>
        <translation>Manter</translation>
    </message>
</context>
<context>
    <name>dd::CaptureDialog</name>
    <message>
        <source>Capture…</source>
        <translation>Capturar…</translation>
    </message>
    <message>
        <source>Capture payment</source>
        <translation>Capturar pagamento</translation>
    </message>
    <message>
        <source>Capturing charges the customer&apos;s card for the authorized amount. An uncaptured authorization is cancelled automatically after about 4 days.</source>
        <translation>A captura cobra do cartão do cliente o valor autorizado. Uma autorização não capturada é cancelada automaticamente após cerca de 4 dias.</translation>
    </message>
    <message>
        <source>Capture a smaller amount (Brazil only, once)</source>
        <translation>Capturar um valor menor (somente Brasil, uma vez)</translation>
    </message>
    <message>
        <source>&amp;Amount (%1):</source>
        <translation>&amp;Valor (%1):</translation>
    </message>
    <message>
        <source>Capture %1 of payment %2?</source>
        <translation>Capturar %1 do pagamento %2?</translation>
    </message>
    <message>
        <source>Captured: the payment is now %1 (%2).</source>
        <translation>Capturado: o pagamento agora está %1 (%2).</translation>
    </message>
    <message>
        <source>Captured.</source>
        <translation>Capturado.</translation>
    </message>
    <message>
        <source>Merchant payment code</source>
        <translation>Código de pagamento do lojista</translation>
    </message>
    <message>
        <source>Capture the payment</source>
        <translation>Capturar o pagamento</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
</context>
<context>
    <name>dd::CardFormWidget</name>
    <message>
        <source>Card number</source>
        <translation>Número do cartão</translation>
    </message>
    <message>
        <source>Gateway token</source>
        <translation>Token do gateway</translation>
    </message>
    <message>
        <source>Network token</source>
        <translation>Token de rede</translation>
    </message>
    <message>
        <source>Digital wallet (Brazil)</source>
        <translation>Carteira digital (Brasil)</translation>
    </message>
    <message>
        <source>Card &amp;form:</source>
        <translation>&amp;Forma do cartão:</translation>
    </message>
    <message>
        <source>Card &amp;number:</source>
        <translation>Número do &amp;cartão:</translation>
    </message>
    <message>
        <source>&amp;Holder name:</source>
        <translation>Nome do titula&amp;r:</translation>
    </message>
    <message>
        <source>&amp;Expiry (MM/YYYY):</source>
        <translation>Validad&amp;e (MM/AAAA):</translation>
    </message>
    <message>
        <source>C&amp;VV:</source>
        <translation>C&amp;VV:</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>To&amp;ken:</translation>
    </message>
    <message>
        <source>Token &amp;number:</source>
        <translation>Número do to&amp;ken:</translation>
    </message>
    <message>
        <source>Token e&amp;xpiry (MM/YYYY):</source>
        <translation>&amp;Validade do token (MM/AAAA):</translation>
    </message>
    <message>
        <source>Original &amp;last four:</source>
        <translation>Últimos &amp;quatro originais:</translation>
    </message>
    <message>
        <source>&amp;ECI:</source>
        <translation>&amp;ECI:</translation>
    </message>
    <message>
        <source>Google Pay</source>
        <translation>Google Pay</translation>
    </message>
    <message>
        <source>Apple Pay</source>
        <translation>Apple Pay</translation>
    </message>
    <message>
        <source>Samsung Pay</source>
        <translation>Samsung Pay</translation>
    </message>
    <message>
        <source>&amp;Wallet:</source>
        <translation>&amp;Carteira:</translation>
    </message>
    <message>
        <source>Digits only</source>
        <translation>Somente dígitos</translation>
    </message>
    <message>
        <source>Unknown network</source>
        <translation>Bandeira desconhecida</translation>
    </message>
    <message>
        <source>(check digit OK)</source>
        <translation>(dígito verificador correto)</translation>
    </message>
    <message>
        <source>(check digit wrong)</source>
        <translation>(dígito verificador incorreto)</translation>
    </message>
    <message>
        <source>Cryp&amp;togram:</source>
        <translation>C&amp;riptograma:</translation>
    </message>
    <message>
        <source>Ori&amp;ginal BIN:</source>
        <translation>&amp;BIN original:</translation>
    </message>
</context>
<context>
    <name>dd::ColumnMappingForm</name>
    <message>
        <source>Merchant payment c&amp;ode:</source>
        <translation>Código de pa&amp;gamento do lojista:</translation>
    </message>
    <message>
        <source>Amou&amp;nt:</source>
        <translation>&amp;Valor:</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>M&amp;oeda:</translation>
    </message>
    <message>
        <source>Order s&amp;tatus:</source>
        <translation>S&amp;tatus do pedido:</translation>
    </message>
    <message>
        <source>Order &amp;date:</source>
        <translation>Data do ped&amp;ido:</translation>
    </message>
    <message>
        <source>R&amp;efunded amount:</source>
        <translation>Valor esto&amp;rnado:</translation>
    </message>
    <message>
        <source>Save mapping &amp;as…</source>
        <translation>Salvar mapeamento &amp;como…</translation>
    </message>
    <message>
        <source>Saved mapping</source>
        <translation>Mapeamento salvo</translation>
    </message>
    <message>
        <source>(choose a column)</source>
        <translation>(escolha uma coluna)</translation>
    </message>
    <message>
        <source>(not compared)</source>
        <translation>(não comparado)</translation>
    </message>
    <message>
        <source>Choose the column that holds the merchant payment code.</source>
        <translation>Escolha a coluna que contém o código de pagamento do lojista.</translation>
    </message>
    <message>
        <source>The mapping %1 cannot be read.</source>
        <translation>Não é possível ler o mapeamento %1.</translation>
    </message>
    <message>
        <source>This file has no column headed %1 (named by the mapping %2).</source>
        <translation>Este arquivo não tem nenhuma coluna com o cabeçalho %1 (indicada pelo mapeamento %2).</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhum)</translation>
    </message>
    <message>
        <source>Save mapping as</source>
        <translation>Salvar mapeamento como</translation>
    </message>
    <message>
        <source>Name of the mapping:</source>
        <translation>Nome do mapeamento:</translation>
    </message>
    <message>
        <source>A mapping named %1 exists already. Replace it?</source>
        <translation>Já existe um mapeamento chamado %1. Substituí-lo?</translation>
    </message>
    <message>
        <source>The mapping could not be saved in the cache.</source>
        <translation>Não foi possível guardar o mapeamento no cache.</translation>
    </message>
    <message>
        <source>Mapping %1 saved.</source>
        <translation>Mapeamento %1 salvo.</translation>
    </message>
</context>
<context>
    <name>dd::ConnectionDialog</name>
    <message>
        <source>Connection settings</source>
        <translation>Configurações de conexão</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>Segurança</translation>
    </message>
    <message>
        <source>&amp;Lock after idle:</source>
        <translation>&amp;Bloquear após inatividade:</translation>
    </message>
</context>
<context>
    <name>dd::ConnectionForm</name>
    <message>
        <source>The gateway refused: %1 (%2)</source>
        <translation>O gateway recusou: %1 (%2)</translation>
    </message>
    <message>
        <source>No connection: %1</source>
        <translation>Sem conexão: %1</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Testar conexão</translation>
    </message>
    <message>
        <source>https://gateway.example.com</source>
        <translation>https://gateway.example.com</translation>
    </message>
    <message>
        <source>Integration key from the merchant area</source>
        <translation>Chave de integração da área do lojista</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Show the integration key while you type it</source>
        <translation>Mostrar a chave de integração enquanto você digita</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>&amp;Ambiente:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>E&amp;ndereço:</translation>
    </message>
    <message>
        <source>Integration &amp;key:</source>
        <translation>C&amp;have de integração:</translation>
    </message>
    <message>
        <source>Enter the gateway&apos;s address.</source>
        <translation>Informe o endereço do gateway.</translation>
    </message>
    <message>
        <source>The address is not a valid URL.</source>
        <translation>O endereço não é uma URL válida.</translation>
    </message>
    <message>
        <source>Enter the integration key.</source>
        <translation>Informe a chave de integração.</translation>
    </message>
    <message>
        <source>Not needed: the built-in sandbox brings its own</source>
        <translation>Desnecessária com o sandbox integrado</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Testando…</translation>
    </message>
    <message>
        <source>Connected: the gateway accepted the integration key.</source>
        <translation>Conectado: o gateway aceitou a chave de integração.</translation>
    </message>
    <message>
        <source>Connected: the built-in sandbox answers.</source>
        <translation>Conectado: o sandbox integrado responde.</translation>
    </message>
</context>
<context>
    <name>dd::Country</name>
    <message>
        <source>Argentina</source>
        <translation>Argentina</translation>
    </message>
    <message>
        <source>Bolivia</source>
        <translation>Bolívia</translation>
    </message>
    <message>
        <source>Brazil</source>
        <translation>Brasil</translation>
    </message>
    <message>
        <source>Chile</source>
        <translation>Chile</translation>
    </message>
    <message>
        <source>Colombia</source>
        <translation>Colômbia</translation>
    </message>
    <message>
        <source>Ecuador</source>
        <translation>Equador</translation>
    </message>
    <message>
        <source>Mexico</source>
        <translation>México</translation>
    </message>
    <message>
        <source>Peru</source>
        <translation>Peru</translation>
    </message>
    <message>
        <source>Uruguay</source>
        <translation>Uruguai</translation>
    </message>
</context>
<context>
    <name>dd::CurrencyName</name>
    <message>
        <source>Argentine peso</source>
        <translation>Peso argentino</translation>
    </message>
    <message>
        <source>Bolivian boliviano</source>
        <translation>Boliviano</translation>
    </message>
    <message>
        <source>Brazilian real</source>
        <translation>Real brasileiro</translation>
    </message>
    <message>
        <source>Canadian dollar</source>
        <translation>Dólar canadense</translation>
    </message>
    <message>
        <source>Chilean peso</source>
        <translation>Peso chileno</translation>
    </message>
    <message>
        <source>Colombian peso</source>
        <translation>Peso colombiano</translation>
    </message>
    <message>
        <source>Costa Rican colón</source>
        <translation>Colón costarriquenho</translation>
    </message>
    <message>
        <source>Dominican peso</source>
        <translation>Peso dominicano</translation>
    </message>
    <message>
        <source>Euro</source>
        <translation>Euro</translation>
    </message>
    <message>
        <source>Pound sterling</source>
        <translation>Libra esterlina</translation>
    </message>
    <message>
        <source>Guatemalan quetzal</source>
        <translation>Quetzal guatemalteco</translation>
    </message>
    <message>
        <source>Honduran lempira</source>
        <translation>Lempira hondurenha</translation>
    </message>
    <message>
        <source>Japanese yen</source>
        <translation>Iene japonês</translation>
    </message>
    <message>
        <source>South Korean won</source>
        <translation>Won sul-coreano</translation>
    </message>
    <message>
        <source>Mexican peso</source>
        <translation>Peso mexicano</translation>
    </message>
    <message>
        <source>Nicaraguan córdoba</source>
        <translation>Córdoba nicaraguense</translation>
    </message>
    <message>
        <source>Panamanian balboa</source>
        <translation>Balboa panamenho</translation>
    </message>
    <message>
        <source>Peruvian sol</source>
        <translation>Sol peruano</translation>
    </message>
    <message>
        <source>Paraguayan guaraní</source>
        <translation>Guarani paraguaio</translation>
    </message>
    <message>
        <source>Salvadoran colón</source>
        <translation>Colón salvadorenho</translation>
    </message>
    <message>
        <source>US dollar</source>
        <translation>Dólar americano</translation>
    </message>
    <message>
        <source>Uruguayan peso (indexed units)</source>
        <translation>Peso uruguaio (unidades indexadas)</translation>
    </message>
    <message>
        <source>Uruguayan peso</source>
        <translation>Peso uruguaio</translation>
    </message>
    <message>
        <source>Venezuelan bolívar</source>
        <translation>Bolívar venezuelano</translation>
    </message>
</context>
<context>
    <name>dd::DemoImport</name>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>The built-in sandbox did not answer: %1</source>
        <translation>O sandbox integrado não respondeu: %1</translation>
    </message>
</context>
<context>
    <name>dd::DesktopApp</name>
    <message>
        <source>DirectDesk</source>
        <translation>DirectDesk</translation>
    </message>
    <message>
        <source>The built-in sandbox did not start: %1</source>
        <translation>O sandbox integrado não iniciou: %1</translation>
    </message>
    <message>
        <source>Demo cache: its passphrase is %1</source>
        <translation>Cache de demonstração: a senha é %1</translation>
    </message>
    <message>
        <source>Loading demo payments</source>
        <translation>Carregando pagamentos de demonstração</translation>
    </message>
    <message>
        <source>%1: connecting…</source>
        <translation>%1: conectando…</translation>
    </message>
    <message>
        <source>DirectDesk — %1 (%2)</source>
        <translation>DirectDesk — %1 (%2)</translation>
    </message>
    <message>
        <source>The key file&apos;s failed-unlock counter was reset by hand since the last unlock. This was recorded in the audit trail.</source>
        <translation>O contador de desbloqueios com falha do arquivo de chaves foi zerado manualmente desde o último desbloqueio. Isso foi registrado na trilha de auditoria.</translation>
    </message>
</context>
<context>
    <name>dd::DetailPane</name>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Select a payment to see its details.</source>
        <translation>Selecione um pagamento para ver os detalhes.</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>Verificar a&amp;gora</translation>
    </message>
    <message>
        <source>Outcome unknown: the last action on this payment was sent but no answer came back. Nothing more can be sent for it until it is checked.</source>
        <translation>Resultado desconhecido: a última ação neste pagamento foi enviada, mas nenhuma resposta voltou. Nada mais pode ser enviado para ele até que seja verificado.</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pagamento</translation>
    </message>
    <message>
        <source>Hash:</source>
        <translation>Hash:</translation>
    </message>
    <message>
        <source>Merchant code:</source>
        <translation>Código do lojista:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Meio:</translation>
    </message>
    <message>
        <source>Country:</source>
        <translation>País:</translation>
    </message>
    <message>
        <source>PIN:</source>
        <translation>PIN:</translation>
    </message>
    <message>
        <source>Order number:</source>
        <translation>Número do pedido:</translation>
    </message>
    <message>
        <source>Instalments:</source>
        <translation>Parcelas:</translation>
    </message>
    <message>
        <source>Billing descriptor:</source>
        <translation>Descrição na fatura:</translation>
    </message>
    <message>
        <source>Acquirer:</source>
        <translation>Adquirente:</translation>
    </message>
    <message>
        <source>Amounts</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Valor:</translation>
    </message>
    <message>
        <source>Requested:</source>
        <translation>Solicitado:</translation>
    </message>
    <message>
        <source>Refunded:</source>
        <translation>Estornado:</translation>
    </message>
    <message>
        <source>Refundable:</source>
        <translation>Estornável:</translation>
    </message>
    <message>
        <source>IOF:</source>
        <translation>IOF:</translation>
    </message>
    <message>
        <source>Currency rate:</source>
        <translation>Taxa de câmbio:</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Datas</translation>
    </message>
    <message>
        <source>Opened:</source>
        <translation>Aberto em:</translation>
    </message>
    <message>
        <source>Status since:</source>
        <translation>Status desde:</translation>
    </message>
    <message>
        <source>Confirmed:</source>
        <translation>Confirmado em:</translation>
    </message>
    <message>
        <source>Transferred:</source>
        <translation>Transferido em:</translation>
    </message>
    <message>
        <source>Due:</source>
        <translation>Vencimento:</translation>
    </message>
    <message>
        <source>Links and references</source>
        <translation>Links e referências</translation>
    </message>
    <message>
        <source>Checkout:</source>
        <translation>Checkout:</translation>
    </message>
    <message>
        <source>SPEI voucher:</source>
        <translation>Voucher SPEI:</translation>
    </message>
    <message>
        <source>CLABE:</source>
        <translation>CLABE:</translation>
    </message>
    <message>
        <source>CLABE reference:</source>
        <translation>Referência CLABE:</translation>
    </message>
    <message>
        <source>Boleto:</source>
        <translation>Boleto:</translation>
    </message>
    <message>
        <source>Barcode:</source>
        <translation>Código de barras:</translation>
    </message>
    <message>
        <source>OXXO voucher:</source>
        <translation>Voucher OXXO:</translation>
    </message>
    <message>
        <source>Customer and card</source>
        <translation>Cliente e cartão</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>E-mail:</source>
        <translation>E-mail:</translation>
    </message>
    <message>
        <source>Document:</source>
        <translation>Documento:</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>Cartão:</translation>
    </message>
    <message>
        <source>Pre-authorized:</source>
        <translation>Pré-autorizado:</translation>
    </message>
    <message>
        <source>Capture available:</source>
        <translation>Captura disponível:</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>&amp;Detalhes</translation>
    </message>
    <message>
        <source>&amp;Raw answer</source>
        <translation>&amp;Resposta bruta</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy to the clipboard</source>
        <translation>Copiar para a área de transferência</translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>Abrir no navegador</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>No answer stored for this payment.</source>
        <translation>Nenhuma resposta armazenada para este pagamento.</translation>
    </message>
    <message>
        <source>Raw answer</source>
        <translation>Resposta bruta</translation>
    </message>
    <message>
        <source>The gateway&apos;s last answer for this payment, with secrets removed</source>
        <translation>A última resposta do gateway para este pagamento, sem os dados secretos</translation>
    </message>
    <message>
        <source>Payment details</source>
        <translation>Detalhes do pagamento</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>Copiar %1</translation>
    </message>
    <message>
        <source>Settlement amount:</source>
        <translation>Valor de liquidação:</translation>
    </message>
    <message>
        <source>Reading the payment…</source>
        <translation>Lendo o pagamento…</translation>
    </message>
    <message>
        <source>Outcome unknown: the last action on this payment was sent but no answer came back. The team worker asks the gateway; this window shows the answer when it has it.</source>
        <translation>Resultado desconhecido: a última ação neste pagamento foi enviada, mas nenhuma resposta voltou. O worker da equipe consulta o gateway; esta janela mostra a resposta quando ele a tiver.</translation>
    </message>
</context>
<context>
    <name>dd::DialogDraft</name>
    <message>
        <source>Unsent input from an earlier session was put back.</source>
        <translation>Dados não enviados de uma sessão anterior foram restaurados.</translation>
    </message>
    <message>
        <source>Discard draft</source>
        <translation>Descartar rascunho</translation>
    </message>
    <message>
        <source>Clears the restored input and forgets the draft</source>
        <translation>Limpa os dados restaurados e esquece o rascunho</translation>
    </message>
</context>
<context>
    <name>dd::DifferenceModel</name>
    <message>
        <source>New</source>
        <comment>a difference the previous run did not have</comment>
        <translation>Nova</translation>
    </message>
    <message>
        <source>No payment at the gateway to open</source>
        <translation>Nenhum pagamento no gateway para abrir</translation>
    </message>
    <message>
        <source>Double-click or press Enter to open the payment</source>
        <translation>Clique duas vezes ou pressione Enter para abrir o pagamento</translation>
    </message>
    <message>
        <source>New</source>
        <comment>column: the difference is new since the previous run</comment>
        <translation>Nova</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Diferença</translation>
    </message>
    <message>
        <source>Merchant code</source>
        <translation>Código do lojista</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linha</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>Shop amount</source>
        <translation>Valor na loja</translation>
    </message>
    <message>
        <source>Gateway amount</source>
        <translation>Valor no gateway</translation>
    </message>
    <message>
        <source>Shop status</source>
        <translation>Status na loja</translation>
    </message>
    <message>
        <source>Gateway status</source>
        <translation>Status no gateway</translation>
    </message>
    <message>
        <source>Shop refunded</source>
        <translation>Estornado na loja</translation>
    </message>
    <message>
        <source>Gateway refunded</source>
        <translation>Estornado no gateway</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
</context>
<context>
    <name>dd::DirectApiClient</name>
    <message>
        <source>Enter the integration key.</source>
        <translation>Informe a chave de integração.</translation>
    </message>
</context>
<context>
    <name>dd::EWalletsDialog</name>
    <message>
        <source>E-wallets by country</source>
        <translation>Carteiras eletrônicas por país</translation>
    </message>
    <message>
        <source>Argentina</source>
        <translation>Argentina</translation>
    </message>
    <message>
        <source>Brazil</source>
        <translation>Brasil</translation>
    </message>
    <message>
        <source>Chile</source>
        <translation>Chile</translation>
    </message>
    <message>
        <source>Colombia</source>
        <translation>Colômbia</translation>
    </message>
    <message>
        <source>Mexico</source>
        <translation>México</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Carregando…</translation>
    </message>
    <message>
        <source>Method code: %1</source>
        <translation>Código do meio: %1</translation>
    </message>
    <message>
        <source>No e-wallets are offered in this country for your account.</source>
        <translation>Nenhuma carteira eletrônica é oferecida neste país para a sua conta.</translation>
    </message>
    <message numerus="yes">
        <source>%n e-wallet(s).</source>
        <translation>
            <numerusform>%n carteira eletrônica.</numerusform>
            <numerusform>%n carteiras eletrônicas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Country</source>
        <translation>País</translation>
    </message>
    <message>
        <source>E-wallets</source>
        <translation>Carteiras eletrônicas</translation>
    </message>
    <message>
        <source>The e-wallets offered in the chosen country, with their promotional text</source>
        <translation>As carteiras eletrônicas oferecidas no país escolhido, com o texto promocional</translation>
    </message>
</context>
<context>
    <name>dd::ExportDialog</name>
    <message>
        <source>Export report</source>
        <translation>Exportar relatório</translation>
    </message>
    <message>
        <source>What</source>
        <translation>O quê</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagamentos</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Estornos</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Ambos</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Cancel export</source>
        <translation>Cancelar exportação</translation>
    </message>
    <message>
        <source>Export again:</source>
        <translation>Exportar novamente:</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Linhas</translation>
    </message>
    <message>
        <source>Current filter: %1</source>
        <translation>Filtro atual: %1</translation>
    </message>
    <message numerus="yes">
        <source>Selected payments (%Ln)</source>
        <translation>
            <numerusform>Pagamento selecionado (%Ln)</numerusform>
            <numerusform>Pagamentos selecionados (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened between</source>
        <translation>Abertos entre</translation>
    </message>
    <message>
        <source>and</source>
        <translation>e</translation>
    </message>
    <message>
        <source>Columns (checked ones, in this order)</source>
        <translation>Colunas (as marcadas, nesta ordem)</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descer</translation>
    </message>
    <message>
        <source>Preset name</source>
        <translation>Nome da predefinição</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>Salvar predefinição</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>CSV (spreadsheet text)</source>
        <translation>CSV (texto de planilha)</translation>
    </message>
    <message>
        <source>XLSX (Excel workbook)</source>
        <translation>XLSX (pasta de trabalho do Excel)</translation>
    </message>
    <message>
        <source>PDF summary</source>
        <translation>Resumo em PDF</translation>
    </message>
    <message>
        <source>Comma (,)</source>
        <translation>Vírgula (,)</translation>
    </message>
    <message>
        <source>Semicolon (;)</source>
        <translation>Ponto e vírgula (;)</translation>
    </message>
    <message>
        <source>Point (1234.50)</source>
        <translation>Ponto (1234.50)</translation>
    </message>
    <message>
        <source>Comma (1234,50)</source>
        <translation>Vírgula (1234,50)</translation>
    </message>
    <message>
        <source>Start with a UTF-8 byte order mark (for Excel)</source>
        <translation>Começar com a marca de ordem de bytes UTF-8 (para o Excel)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <source>Separator:</source>
        <translation>Separador:</translation>
    </message>
    <message>
        <source>Decimal mark:</source>
        <translation>Separador decimal:</translation>
    </message>
    <message>
        <source>Time zone of dates:</source>
        <translation>Fuso horário das datas:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Arquivo:</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>Filtro: %1</translation>
    </message>
    <message>
        <source>Name the preset and check at least one column.</source>
        <translation>Dê um nome à predefinição e marque pelo menos uma coluna.</translation>
    </message>
    <message>
        <source>Preset “%1” saved.</source>
        <translation>Predefinição “%1” salva.</translation>
    </message>
    <message>
        <source>Choose an earlier export…</source>
        <translation>Escolher uma exportação anterior…</translation>
    </message>
    <message numerus="yes">
        <source>%1 by %2: %3 %4, %n row(s)</source>
        <translation>
            <numerusform>%1 por %2: %3 %4, %n linha</numerusform>
            <numerusform>%1 por %2: %3 %4, %n linhas</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings of the earlier export loaded.</source>
        <translation>Configurações da exportação anterior carregadas.</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exportar para</translation>
    </message>
    <message>
        <source>%1 files (*%2)</source>
        <translation>Arquivos %1 (*%2)</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>Escolha o arquivo a ser gravado.</translation>
    </message>
    <message>
        <source>Check at least one column.</source>
        <translation>Marque pelo menos uma coluna.</translation>
    </message>
    <message>
        <source>The range ends before it starts.</source>
        <translation>O período termina antes de começar.</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>Exportando…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) written to %1.</source>
        <translation>
            <numerusform>%Ln linha gravada em %1.</numerusform>
            <numerusform>%Ln linhas gravadas em %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; no file was written.</source>
        <translation>Exportação cancelada; nenhum arquivo foi gravado.</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>A exportação falhou: %1</translation>
    </message>
    <message>
        <source>Export again</source>
        <translation>Exportar novamente</translation>
    </message>
    <message>
        <source>Loads the settings of an earlier recorded export</source>
        <translation>Carrega as configurações de uma exportação registrada anteriormente</translation>
    </message>
    <message>
        <source>Opened from (included)</source>
        <translation>Abertos a partir de (inclusive)</translation>
    </message>
    <message>
        <source>Opened until (included)</source>
        <translation>Abertos até (inclusive)</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colunas</translation>
    </message>
    <message>
        <source>Check the columns to export; their order is the order in the file</source>
        <translation>Marque as colunas a exportar; a ordem delas é a ordem no arquivo</translation>
    </message>
    <message>
        <source>Column preset</source>
        <translation>Predefinição de colunas</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Too many payments are selected to export them as a selection; use the current filter or a date range.</source>
        <translation>Há pagamentos demais selecionados para exportá-los como seleção; use o filtro atual ou um intervalo de datas.</translation>
    </message>
    <message>
        <source>For this format the file name ends in %1.</source>
        <translation>Para este formato o nome do arquivo termina em %1.</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 já existe. Substituí-lo?</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>Nada foi gravado.</translation>
    </message>
    <message>
        <source>Add a table of the payments (the first %L1)</source>
        <translation>Incluir uma tabela dos pagamentos (os primeiros %L1)</translation>
    </message>
</context>
<context>
    <name>dd::FilterBar</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Meio</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>País</translation>
    </message>
    <message>
        <source>Any currency</source>
        <translation>Qualquer moeda</translation>
    </message>
    <message>
        <source>Any date</source>
        <translation>Qualquer data</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Hoje</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>Ontem</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Últimos 7 dias</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Últimos 30 dias</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Este mês</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Mês passado</translation>
    </message>
    <message>
        <source>Date range…</source>
        <translation>Período…</translation>
    </message>
    <message>
        <source>Opening date of the payment</source>
        <translation>Data de abertura do pagamento</translation>
    </message>
    <message>
        <source>From (inclusive)</source>
        <translation>De (inclusive)</translation>
    </message>
    <message>
        <source>To (inclusive)</source>
        <translation>Até (inclusive)</translation>
    </message>
    <message>
        <source>Min amount</source>
        <translation>Valor mín.</translation>
    </message>
    <message>
        <source>Max amount</source>
        <translation>Valor máx.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>Show every payment again</source>
        <translation>Mostrar todos os pagamentos novamente</translation>
    </message>
    <message>
        <source>%1: all</source>
        <translation>%1: todos</translation>
    </message>
    <message>
        <source>For example: %1</source>
        <translation>Por exemplo: %1</translation>
    </message>
    <message>
        <source>Search payments</source>
        <translation>Buscar pagamentos</translation>
    </message>
    <message>
        <source>Matches the start of the hash or merchant code, or of the customer&apos;s name, e-mail or document</source>
        <translation>Corresponde ao início do hash ou do código do lojista, ou do nome, e-mail ou documento do cliente</translation>
    </message>
    <message>
        <source>Currency filter</source>
        <translation>Filtro de moeda</translation>
    </message>
    <message>
        <source>Opening date filter</source>
        <translation>Filtro de data de abertura</translation>
    </message>
    <message>
        <source>Opened from (inclusive)</source>
        <translation>Abertos a partir de (inclusive)</translation>
    </message>
    <message>
        <source>Opened until (inclusive)</source>
        <translation>Abertos até (inclusive)</translation>
    </message>
    <message>
        <source>Minimum amount</source>
        <translation>Valor mínimo</translation>
    </message>
    <message>
        <source>Maximum amount</source>
        <translation>Valor máximo</translation>
    </message>
    <message>
        <source>Hash, code or customer (Ctrl+F)</source>
        <translation>Hash, código ou cliente (Ctrl+F)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>filter button: its title, then the names chosen</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n selected</source>
        <comment>filter button: its title, then how many entries are chosen</comment>
        <translation>
            <numerusform>%1: %n selecionado</numerusform>
            <numerusform>%1: %n selecionados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::FirstStartDialog</name>
    <message>
        <source>Welcome to DirectDesk</source>
        <translation>Bem-vindo ao DirectDesk</translation>
    </message>
    <message>
        <source>&amp;Create cache</source>
        <translation>&amp;Criar cache</translation>
    </message>
    <message>
        <source>DirectDesk keeps the payments it knows in an encrypted cache on this computer. Choose a passphrase to protect it: it cannot be recovered if you forget it.</source>
        <translation>O DirectDesk guarda os pagamentos que conhece em um cache criptografado neste computador. Escolha uma senha para protegê-lo: ela não pode ser recuperada se você a esquecer.</translation>
    </message>
    <message>
        <source>Encrypted cache</source>
        <translation>Cache criptografado</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Senha:</translation>
    </message>
    <message>
        <source>&amp;Repeat it:</source>
        <translation>&amp;Repita a senha:</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Força:</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>Choose a passphrase.</source>
        <translation>Escolha uma senha.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>As duas senhas são diferentes.</translation>
    </message>
    <message>
        <source>Creating the encrypted cache…</source>
        <translation>Criando o cache criptografado…</translation>
    </message>
</context>
<context>
    <name>dd::GatewayConfirmation</name>
    <message>
        <source>%1: %2</source>
        <comment>a field of a confirmation: caption, value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>This will be sent to the gateway:</source>
        <translation>Isto será enviado ao gateway:</translation>
    </message>
    <message>
        <source>integration_key: (yours, not shown)</source>
        <translation>integration_key: (a sua, não exibida)</translation>
    </message>
</context>
<context>
    <name>dd::GatewayConnection</name>
    <message>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
</context>
<context>
    <name>dd::GatewayError</name>
    <message>
        <source>The gateway did not answer in time.</source>
        <translation>O gateway não respondeu a tempo.</translation>
    </message>
    <message>
        <source>The gateway refused the connection. Check the base address.</source>
        <translation>O gateway recusou a conexão. Verifique o endereço base.</translation>
    </message>
    <message>
        <source>The gateway&apos;s address could not be found. Check the base address and the network.</source>
        <translation>O endereço do gateway não foi encontrado. Verifique o endereço base e a rede.</translation>
    </message>
    <message>
        <source>The connection to the gateway was closed before the answer arrived.</source>
        <translation>A conexão com o gateway foi encerrada antes de a resposta chegar.</translation>
    </message>
    <message>
        <source>The gateway&apos;s certificate could not be verified; nothing was sent.</source>
        <translation>Não foi possível verificar o certificado do gateway; nada foi enviado.</translation>
    </message>
    <message>
        <source>The gateway could not be reached.</source>
        <translation>Não foi possível acessar o gateway.</translation>
    </message>
    <message>
        <source>The gateway answered with HTTP status %1.</source>
        <translation>O gateway respondeu com o status HTTP %1.</translation>
    </message>
    <message>
        <source>The gateway&apos;s answer could not be read.</source>
        <translation>Não foi possível ler a resposta do gateway.</translation>
    </message>
    <message>
        <source>The request was not sent because some fields need attention.</source>
        <translation>A solicitação não foi enviada porque alguns campos precisam de atenção.</translation>
    </message>
    <message>
        <source>The gateway refused the request without saying why.</source>
        <translation>O gateway recusou a solicitação sem informar o motivo.</translation>
    </message>
    <message>
        <source>The gateway refused the request: %1</source>
        <translation>O gateway recusou a solicitação: %1</translation>
    </message>
    <message>
        <source>The request may or may not have taken effect. Do not send it again: look the payment up first, by its merchant code, to learn what happened.</source>
        <translation>A solicitação pode ou não ter sido efetivada. Não a envie novamente: primeiro consulte o pagamento pelo código do lojista para saber o que aconteceu.</translation>
    </message>
</context>
<context>
    <name>dd::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>Idioma do &amp;sistema</translation>
    </message>
    <message>
        <source>Applied after a restart</source>
        <translation>Aplicado após reiniciar</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The new language is used after you restart DirectDesk.</source>
        <translation>O novo idioma será usado depois que você reiniciar o DirectDesk.</translation>
    </message>
    <message>
        <source>&amp;Region (numbers and dates)</source>
        <translation>&amp;Região (números e datas)</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Seguir o &amp;sistema</translation>
    </message>
    <message>
        <source>The new region is used after you restart DirectDesk.</source>
        <translation>A nova região será usada depois que você reiniciar o DirectDesk.</translation>
    </message>
</context>
<context>
    <name>dd::LocalizedAmount</name>
    <message>
        <source>Enter an amount.</source>
        <translation>Informe um valor.</translation>
    </message>
    <message>
        <source>Not an amount: use digits and at most one decimal mark (%1).</source>
        <translation>Não é um valor: use dígitos e no máximo um separador decimal (%1).</translation>
    </message>
    <message>
        <source>Ambiguous amount: use only &apos;%1&apos; as the decimal mark and leave out thousands separators.</source>
        <translation>Valor ambíguo: use somente &apos;%1&apos; como separador decimal e omita os separadores de milhar.</translation>
    </message>
    <message>
        <source>The thousands separator is in the wrong place; the decimal mark here is &apos;%1&apos;.</source>
        <translation>O separador de milhar está no lugar errado; aqui o separador decimal é &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>At most two decimal places.</source>
        <translation>No máximo duas casas decimais.</translation>
    </message>
    <message>
        <source>The amount must be greater than zero.</source>
        <translation>O valor deve ser maior que zero.</translation>
    </message>
    <message>
        <source>The amount is too large.</source>
        <translation>O valor é grande demais.</translation>
    </message>
</context>
<context>
    <name>dd::LookupDialog</name>
    <message>
        <source>Look up payments</source>
        <translation>Consultar pagamentos</translation>
    </message>
    <message>
        <source>Paste one payment hash or merchant payment code, or a list: one per line or separated by commas.</source>
        <translation>Cole um hash de pagamento ou um código de pagamento do lojista, ou uma lista: um por linha ou separados por vírgulas.</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Consultar</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Parar</translation>
    </message>
    <message>
        <source>No codes yet.</source>
        <translation>Nenhum código ainda.</translation>
    </message>
    <message numerus="yes">
        <source>%n code(s) to look up.</source>
        <translation>
            <numerusform>%n código a consultar.</numerusform>
            <numerusform>%n códigos a consultar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Aguardando</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Consultando…</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Encontrado</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Não encontrado</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Interrompido</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erro</translation>
    </message>
    <message>
        <source>Found: %1, not found: %2, errors: %3.</source>
        <translation>Encontrados: %1, não encontrados: %2, erros: %3.</translation>
    </message>
    <message>
        <source>Payment codes</source>
        <translation>Códigos de pagamento</translation>
    </message>
    <message>
        <source>Payment hashes or merchant payment codes, one per line or separated by commas</source>
        <translation>Hashes de pagamento ou códigos de pagamento do lojista, um por linha ou separados por vírgulas</translation>
    </message>
    <message>
        <source>Look-up results</source>
        <translation>Resultados da consulta</translation>
    </message>
</context>
<context>
    <name>dd::MainWindow</name>
    <message>
        <source>DirectDesk</source>
        <translation>DirectDesk</translation>
    </message>
    <message>
        <source>DirectDesk is locked. Payments stay hidden until the cache is unlocked.</source>
        <translation>O DirectDesk está bloqueado. Os pagamentos ficam ocultos até o cache ser desbloqueado.</translation>
    </message>
    <message>
        <source>&amp;Unlock…</source>
        <translation>&amp;Desbloquear…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Payment</source>
        <translation>&amp;Pagamento</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configurações</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Refreshing</source>
        <translation>Atualizando</translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) could not be refreshed</source>
        <translation>
            <numerusform>%n pagamento não pôde ser atualizado</numerusform>
            <numerusform>%n pagamentos não puderam ser atualizados</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>&amp;Exportar relatório…</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar relatório</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagamentos</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Visão geral</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Seguir o &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>C&amp;laro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atal&amp;hos de teclado</translation>
    </message>
    <message>
        <source>Payments and overview</source>
        <translation>Pagamentos e visão geral</translation>
    </message>
    <message>
        <source>Refresh from gateway</source>
        <translation>Atualizar pelo gateway</translation>
    </message>
    <message numerus="yes">
        <source>Select at most %Ln payments to refresh them from the gateway.</source>
        <translation>
            <numerusform>Selecione no máximo %Ln pagamento para atualizá-lo pelo gateway.</numerusform>
            <numerusform>Selecione no máximo %Ln pagamentos para atualizá-los pelo gateway.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy rows</source>
        <translation>Copiar linhas</translation>
    </message>
    <message numerus="yes">
        <source>Select at most %Ln payments to copy them; export the filter for more.</source>
        <translation>
            <numerusform>Selecione no máximo %Ln pagamento para copiá-lo; para mais, exporte o filtro.</numerusform>
            <numerusform>Selecione no máximo %Ln pagamentos para copiá-los; para mais, exporte o filtro.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Reconcile orders…</source>
        <translation>Co&amp;nciliar pedidos…</translation>
    </message>
    <message>
        <source>Match the shop&apos;s order file with the gateway&apos;s payments, differences first</source>
        <translation>Compara o arquivo de pedidos da loja com os pagamentos do gateway e mostra primeiro as diferenças</translation>
    </message>
    <message>
        <source>Reconcile orders</source>
        <translation>Conciliar pedidos</translation>
    </message>
    <message>
        <source>Export the filtered or selected payments as CSV, XLSX or PDF (%1)</source>
        <translation>Exporta os pagamentos filtrados ou selecionados em CSV, XLSX ou PDF (%1)</translation>
    </message>
    <message>
        <source>Look up</source>
        <comment>tool bar button</comment>
        <translation>Consultar</translation>
    </message>
    <message>
        <source>Refresh</source>
        <comment>tool bar button</comment>
        <translation>Atualizar</translation>
    </message>
    <message>
        <source>Export</source>
        <comment>tool bar button</comment>
        <translation>Exportar</translation>
    </message>
</context>
<context>
    <name>dd::MethodKind</name>
    <message>
        <source>Card</source>
        <translation>Cartão</translation>
    </message>
    <message>
        <source>Online bank / cash (redirect)</source>
        <translation>Banco online / dinheiro (redirecionamento)</translation>
    </message>
    <message>
        <source>SPEI transfer</source>
        <translation>Transferência SPEI</translation>
    </message>
    <message>
        <source>Cash voucher</source>
        <translation>Voucher em dinheiro</translation>
    </message>
    <message>
        <source>Voucher</source>
        <translation>Voucher</translation>
    </message>
    <message>
        <source>E-wallet</source>
        <translation>Carteira eletrônica</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Outro</translation>
    </message>
</context>
<context>
    <name>dd::Money</name>
    <message>
        <source>Enter an amount.</source>
        <translation>Informe um valor.</translation>
    </message>
    <message>
        <source>Not a valid amount: use digits and at most one decimal mark.</source>
        <translation>Valor inválido: use dígitos e no máximo um separador decimal.</translation>
    </message>
    <message>
        <source>Too many decimal places.</source>
        <translation>Casas decimais demais.</translation>
    </message>
    <message>
        <source>The amount cannot be negative.</source>
        <translation>O valor não pode ser negativo.</translation>
    </message>
    <message>
        <source>The amount must be greater than zero.</source>
        <translation>O valor deve ser maior que zero.</translation>
    </message>
    <message>
        <source>The amount is too large.</source>
        <translation>O valor é grande demais.</translation>
    </message>
    <message>
        <source>%1 amounts have no decimal places: enter whole units.</source>
        <translation>Valores em %1 não têm casas decimais: informe unidades inteiras.</translation>
    </message>
    <message>
        <source>%1 amounts have at most %2 decimal places.</source>
        <translation>Valores em %1 têm no máximo %2 casas decimais.</translation>
    </message>
</context>
<context>
    <name>dd::NewPaymentDialog</name>
    <message>
        <source>New payment</source>
        <translation>Novo pagamento</translation>
    </message>
    <message>
        <source>&amp;Create payment</source>
        <translation>Criar pa&amp;gamento</translation>
    </message>
    <message>
        <source>Check by merchant code</source>
        <translation>Verificar pelo código do lojista</translation>
    </message>
    <message>
        <source>Ask the gateway whether the payment with this merchant code was created</source>
        <translation>Perguntar ao gateway se o pagamento com este código do lojista foi criado</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Cartão</translation>
    </message>
    <message>
        <source>Online bank or cash, Chile (multicaja)</source>
        <translation>Banco online ou dinheiro, Chile (multicaja)</translation>
    </message>
    <message>
        <source>Cash voucher, Chile (sencillito)</source>
        <translation>Voucher em dinheiro, Chile (sencillito)</translation>
    </message>
    <message>
        <source>SPEI transfer voucher, Mexico</source>
        <translation>Voucher de transferência SPEI, México</translation>
    </message>
    <message>
        <source>Boleto, Brazil</source>
        <translation>Boleto, Brasil</translation>
    </message>
    <message>
        <source>E-wallet</source>
        <translation>Carteira eletrônica</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Meio:</translation>
    </message>
    <message>
        <source>C&amp;ountry:</source>
        <translation>&amp;País:</translation>
    </message>
    <message>
        <source>&amp;E-wallet:</source>
        <translation>&amp;Carteira eletrônica:</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>V&amp;alor:</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>M&amp;oeda:</translation>
    </message>
    <message>
        <source>&amp;Phone:</source>
        <translation>&amp;Telefone:</translation>
    </message>
    <message>
        <source>&amp;Document:</source>
        <translation>Doc&amp;umento:</translation>
    </message>
    <message>
        <source>&amp;Birth date (DD/MM/YYYY):</source>
        <translation>&amp;Data de nascimento (DD/MM/AAAA):</translation>
    </message>
    <message>
        <source>Addre&amp;ss:</source>
        <translation>E&amp;ndereço:</translation>
    </message>
    <message>
        <source>Cit&amp;y:</source>
        <translation>C&amp;idade:</translation>
    </message>
    <message>
        <source>&amp;Instalments:</source>
        <translation>Parcela&amp;s:</translation>
    </message>
    <message>
        <source>Authori&amp;ze only (capture later)</source>
        <translation>Somente autori&amp;zar (capturar depois)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>CLABE account:</source>
        <translation>Conta CLABE:</translation>
    </message>
    <message>
        <source>Reference:</source>
        <translation>Referência:</translation>
    </message>
    <message>
        <source>Save voucher as PDF</source>
        <translation>Salvar voucher como PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The voucher could not be written to %1.</source>
        <translation>Não foi possível gravar o voucher em %1.</translation>
    </message>
    <message>
        <source>Loading e-wallets…</source>
        <translation>Carregando carteiras eletrônicas…</translation>
    </message>
    <message>
        <source>No e-wallets are offered in this country.</source>
        <translation>Nenhuma carteira eletrônica é oferecida neste país.</translation>
    </message>
    <message>
        <source>Choose an e-wallet offered in this country.</source>
        <translation>Escolha uma carteira eletrônica oferecida neste país.</translation>
    </message>
    <message>
        <source>A payment with this merchant code may already exist (its outcome is unknown). Check by merchant code before sending it again.</source>
        <translation>Talvez já exista um pagamento com este código do lojista (o resultado é desconhecido). Verifique pelo código do lojista antes de enviá-lo novamente.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Enviando…</translation>
    </message>
    <message>
        <source>Outcome unknown.</source>
        <translation>Resultado desconhecido.</translation>
    </message>
    <message>
        <source>Nothing more is sent with merchant code %1 until &quot;Check by merchant code&quot; has asked the gateway.</source>
        <translation>Nada mais é enviado com o código do lojista %1 até que &quot;Verificar pelo código do lojista&quot; tenha consultado o gateway.</translation>
    </message>
    <message>
        <source>Asking the gateway…</source>
        <translation>Consultando o gateway…</translation>
    </message>
    <message>
        <source>Checked: the payment was created.</source>
        <translation>Verificado: o pagamento foi criado.</translation>
    </message>
    <message>
        <source>Checked: no payment has this merchant code. You may send it again.</source>
        <translation>Verificado: nenhum pagamento tem este código do lojista. Você pode enviá-lo novamente.</translation>
    </message>
    <message>
        <source>The check failed, the outcome is still unknown.</source>
        <translation>A verificação falhou; o resultado continua desconhecido.</translation>
    </message>
    <message>
        <source>Payment created: %1, status %2.</source>
        <translation>Pagamento criado: %1, status %2.</translation>
    </message>
    <message>
        <source>Payment page</source>
        <translation>Página de pagamento</translation>
    </message>
    <message>
        <source>SPEI voucher</source>
        <translation>Voucher SPEI</translation>
    </message>
    <message>
        <source>Boleto</source>
        <translation>Boleto</translation>
    </message>
    <message>
        <source>OXXO voucher</source>
        <translation>Voucher OXXO</translation>
    </message>
    <message>
        <source>Merchant payment code:</source>
        <translation>Código de pagamento do lojista:</translation>
    </message>
    <message>
        <source>Custome&amp;r name:</source>
        <translation>Nome do c&amp;liente:</translation>
    </message>
    <message>
        <source>E-mail:</source>
        <translation>E-mail:</translation>
    </message>
    <message>
        <source>Street number:</source>
        <translation>Número:</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>Estado:</translation>
    </message>
    <message>
        <source>Zip code:</source>
        <translation>CEP:</translation>
    </message>
    <message>
        <source>Callback UR&amp;L:</source>
        <translation>URL de &amp;retorno:</translation>
    </message>
    <message>
        <source>Payment details</source>
        <translation>Detalhes do pagamento</translation>
    </message>
    <message>
        <source>Save &amp;voucher as PDF…</source>
        <translation>Salvar &amp;voucher como PDF…</translation>
    </message>
    <message>
        <source>Cash voucher, Mexico (OXXO)</source>
        <translation>Voucher em dinheiro, México (OXXO)</translation>
    </message>
    <message>
        <source>Create a payment of %1?</source>
        <translation>Criar um pagamento de %1?</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Meio</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>País</translation>
    </message>
    <message>
        <source>Merchant payment code</source>
        <translation>Código de pagamento do lojista</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <source>Instalments</source>
        <translation>Parcelas</translation>
    </message>
    <message>
        <source>Authorize only: capture it later.</source>
        <translation>Somente autorizar: capturar depois.</translation>
    </message>
    <message>
        <source>Create the payment</source>
        <translation>Criar o pagamento</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
    <message>
        <source>No card payments here: on a team server card data would pass through the team&apos;s database.</source>
        <translation>Sem pagamentos com cartão aqui: em um servidor da equipe os dados do cartão passariam pelo banco de dados da equipe.</translation>
    </message>
    <message>
        <source>Type the e-wallet&apos;s code (such as picpay): the list needs the gateway, which only the team worker talks to.</source>
        <translation>Digite o código da carteira eletrônica (como picpay): a lista precisa do gateway, com o qual só o worker da equipe fala.</translation>
    </message>
    <message>
        <source>A payment with this merchant code may already exist (its outcome is unknown). The team worker settles it by query.</source>
        <translation>Pode já existir um pagamento com este código do lojista (seu resultado é desconhecido). O worker da equipe o resolve com uma consulta.</translation>
    </message>
    <message>
        <source>Handed to the team worker; the payment appears here once it has created it…</source>
        <translation>Entregue ao worker da equipe; o pagamento aparece aqui assim que ele o tiver criado…</translation>
    </message>
    <message>
        <source>Nothing more is sent with merchant code %1: the team worker settles it by query.</source>
        <translation>Nada mais é enviado com o código do lojista %1: o worker da equipe o resolve com uma consulta.</translation>
    </message>
</context>
<context>
    <name>dd::NewPaymentVoucher</name>
    <message>
        <source>Payment page: %1</source>
        <translation>Página de pagamento: %1</translation>
    </message>
    <message>
        <source>SPEI voucher: %1</source>
        <translation>Voucher SPEI: %1</translation>
    </message>
    <message>
        <source>Boleto: %1</source>
        <translation>Boleto: %1</translation>
    </message>
    <message>
        <source>OXXO voucher: %1</source>
        <translation>Voucher OXXO: %1</translation>
    </message>
    <message>
        <source>Payment voucher</source>
        <translation>Voucher de pagamento</translation>
    </message>
    <message>
        <source>Amount: %1 %2</source>
        <translation>Valor: %1 %2</translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation>Meio: %1</translation>
    </message>
    <message>
        <source>Pay by: %1</source>
        <translation>Pagar até: %1</translation>
    </message>
    <message>
        <source>CLABE account: %1</source>
        <translation>Conta CLABE: %1</translation>
    </message>
    <message>
        <source>CLABE reference: %1</source>
        <translation>Referência CLABE: %1</translation>
    </message>
    <message>
        <source>Typeable line: %1</source>
        <translation>Linha digitável: %1</translation>
    </message>
    <message>
        <source>Boleto barcode</source>
        <translation>Código de barras do boleto</translation>
    </message>
    <message>
        <source>Reference to quote when paying: %1</source>
        <translation>Referência a informar ao pagar: %1</translation>
    </message>
    <message>
        <source>Gateway payment hash: %1</source>
        <translation>Hash do pagamento no gateway: %1</translation>
    </message>
</context>
<context>
    <name>dd::NotificationImport</name>
    <message>
        <source>The notification is neither form fields nor a JSON object.</source>
        <translation>A notificação não é nem campos de formulário nem um objeto JSON.</translation>
    </message>
    <message>
        <source>Not a payment status notification (operation %1).</source>
        <translation>Não é uma notificação de status de pagamento (operação %1).</translation>
    </message>
    <message>
        <source>Not a payment hash: %1</source>
        <translation>Não é um hash de pagamento: %1</translation>
    </message>
    <message>
        <source>Not a merchant payment code: %1</source>
        <translation>Não é um código de pagamento do lojista: %1</translation>
    </message>
    <message>
        <source>The notification names no payment (hash_codes, hash or merchant_payment_code).</source>
        <translation>A notificação não indica nenhum pagamento (hash_codes, hash ou merchant_payment_code).</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Linha %1: %2</translation>
    </message>
    <message>
        <source>No notification found.</source>
        <translation>Nenhuma notificação encontrada.</translation>
    </message>
    <message>
        <source>Line %1 is neither a payment hash nor a merchant payment code.</source>
        <translation>A linha %1 não é nem um hash de pagamento nem um código de pagamento do lojista.</translation>
    </message>
    <message>
        <source>The list holds no code.</source>
        <translation>A lista não contém nenhum código.</translation>
    </message>
</context>
<context>
    <name>dd::NotificationImportDialog</name>
    <message>
        <source>&amp;Open file…</source>
        <translation>&amp;Abrir arquivo…</translation>
    </message>
    <message>
        <source>Import notifications</source>
        <translation>Importar notificações</translation>
    </message>
    <message>
        <source>Gateway notifications, one a line</source>
        <translation>Notificações do gateway, uma por linha</translation>
    </message>
    <message>
        <source>Hashes or merchant payment codes, one a line</source>
        <translation>Hashes ou códigos de pagamento do lojista, um por linha</translation>
    </message>
    <message>
        <source>operation=payment_status_change&amp;notification_type=update&amp;hash_codes=5e1f…,5e20…</source>
        <translation>operation=payment_status_change&amp;notification_type=update&amp;hash_codes=5e1f…,5e20…</translation>
    </message>
    <message>
        <source>&amp;Queue and query</source>
        <translation>&amp;Enfileirar e consultar</translation>
    </message>
    <message>
        <source>Paste what the gateway posted to your notification URL, or open a file of it. Lines starting with # are ignored. Every payment named is queued and queried; codes whose query fails stay queued for the next refresh.</source>
        <translation>Cole o que o gateway enviou para a sua URL de notificação ou abra um arquivo com isso. Linhas que começam com # são ignoradas. Cada pagamento indicado é enfileirado e consultado; códigos cuja consulta falha continuam na fila para a próxima atualização.</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than 16 MiB; import it with directdesk-cli import.</source>
        <translation>%1 tem mais de 16 MiB; importe-o com directdesk-cli import.</translation>
    </message>
    <message>
        <source>Open notifications</source>
        <translation>Abrir notificações</translation>
    </message>
    <message>
        <source>Text files (*.txt *.log *.csv *.json);;All files (*)</source>
        <translation>Arquivos de texto (*.txt *.log *.csv *.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Paste notifications or open a file.</source>
        <translation>Cole notificações ou abra um arquivo.</translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) to query</source>
        <translation>
            <numerusform>%n pagamento a consultar</numerusform>
            <numerusform>%n pagamentos a consultar</numerusform>
        </translation>
    </message>
    <message>
        <source>Notifications or codes to import</source>
        <translation>Notificações ou códigos a importar</translation>
    </message>
</context>
<context>
    <name>dd::NotificationListener</name>
    <message>
        <source>it carries no signature</source>
        <translation>não tem assinatura</translation>
    </message>
    <message>
        <source>unknown signature type &quot;%1&quot;</source>
        <translation>tipo de assinatura desconhecido &quot;%1&quot;</translation>
    </message>
    <message>
        <source>signed with another certificate (fingerprint %1, expected %2)</source>
        <translation>assinada com outro certificado (impressão digital %1, esperada %2)</translation>
    </message>
    <message>
        <source>its signature is not base64</source>
        <translation>a assinatura não está em base64</translation>
    </message>
    <message>
        <source>its signature does not match its body</source>
        <translation>a assinatura não corresponde ao corpo</translation>
    </message>
    <message>
        <source>Refused a notification: %1.</source>
        <translation>Notificação recusada: %1.</translation>
    </message>
</context>
<context>
    <name>dd::NotificationSignature</name>
    <message>
        <source>The gateway certificate is not a PEM X.509 certificate.</source>
        <translation>O certificado do gateway não é um certificado X.509 em formato PEM.</translation>
    </message>
    <message>
        <source>The gateway certificate does not hold an RSA key.</source>
        <translation>O certificado do gateway não contém uma chave RSA.</translation>
    </message>
    <message>
        <source>Cannot read the gateway certificate %1: %2</source>
        <translation>Não é possível ler o certificado do gateway %1: %2</translation>
    </message>
    <message>
        <source>Could not read the gateway&apos;s certificate setting %1: %2</source>
        <translation>Não foi possível ler a configuração do certificado do gateway %1: %2</translation>
    </message>
</context>
<context>
    <name>dd::OperatorForm</name>
    <message>
        <source>Add operator</source>
        <translation>Adicionar operador</translation>
    </message>
    <message>
        <source>&amp;Add operator</source>
        <translation>&amp;Adicionar operador</translation>
    </message>
    <message>
        <source>The new operator opens DirectDesk with their own passphrase; their role decides what they may do.</source>
        <translation>O novo operador abre o DirectDesk com a própria senha; a função dele decide o que pode fazer.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation>F&amp;unção:</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Senha:</translation>
    </message>
    <message>
        <source>&amp;Repeat it:</source>
        <translation>&amp;Repita:</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Força:</translation>
    </message>
    <message>
        <source>Enter the operator&apos;s name.</source>
        <translation>Digite o nome do operador.</translation>
    </message>
    <message>
        <source>Choose a passphrase for them.</source>
        <translation>Escolha uma senha para o operador.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>As duas senhas não coincidem.</translation>
    </message>
</context>
<context>
    <name>dd::OperatorsDialog</name>
    <message>
        <source>Operators</source>
        <translation>Operadores</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Função</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Adicionar…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <source>Change r&amp;ole…</source>
        <translation>Alterar &amp;função…</translation>
    </message>
    <message>
        <source>Change &amp;my passphrase…</source>
        <translation>Alterar &amp;minha senha…</translation>
    </message>
    <message>
        <source>Signed in: %1 (%2)</source>
        <translation>Conectado: %1 (%2)</translation>
    </message>
    <message>
        <source>Remove operator</source>
        <translation>Remover operador</translation>
    </message>
    <message>
        <source>Remove %1? Their passphrase stops opening DirectDesk.</source>
        <translation>Remover %1? A senha de %1 deixa de abrir o DirectDesk.</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Alterar função</translation>
    </message>
    <message>
        <source>New role of %1:</source>
        <translation>Nova função de %1:</translation>
    </message>
    <message>
        <source>Change my passphrase</source>
        <translation>Alterar minha senha</translation>
    </message>
    <message>
        <source>Current passphrase:</source>
        <translation>Senha atual:</translation>
    </message>
    <message>
        <source>New passphrase:</source>
        <translation>Nova senha:</translation>
    </message>
    <message>
        <source>New passphrase again:</source>
        <translation>Nova senha novamente:</translation>
    </message>
    <message>
        <source>Your passphrase was changed.</source>
        <translation>A sua senha foi alterada.</translation>
    </message>
</context>
<context>
    <name>dd::OverviewModel</name>
    <message>
        <source>The overview could not be read: the store did not answer.</source>
        <translation>Não foi possível ler a visão geral: o armazenamento não respondeu.</translation>
    </message>
</context>
<context>
    <name>dd::OverviewTab</name>
    <message>
        <source>Today</source>
        <translation>Hoje</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Últimos 7 dias</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Últimos 30 dias</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Este mês</translation>
    </message>
    <message>
        <source>Date range…</source>
        <translation>Período…</translation>
    </message>
    <message>
        <source>Payments opened in this period, within the filter above</source>
        <translation>Pagamentos abertos neste período, dentro do filtro acima</translation>
    </message>
    <message>
        <source>From (inclusive)</source>
        <translation>De (inclusive)</translation>
    </message>
    <message>
        <source>To (inclusive)</source>
        <translation>Até (inclusive)</translation>
    </message>
    <message>
        <source>Amounts of different currencies are never added together</source>
        <translation>Valores de moedas diferentes nunca são somados</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Vencimento</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Meio</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Merchant code</source>
        <translation>Código do lojista</translation>
    </message>
    <message>
        <source>Click a voucher to show it in the payments table</source>
        <translation>Clique em um voucher para exibi-lo na tabela de pagamentos</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Período:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Moeda:</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Atualizando…</translation>
    </message>
    <message>
        <source>The cache could not be read.</source>
        <translation>Não foi possível ler o cache.</translation>
    </message>
    <message>
        <source>No payments were opened in this period.</source>
        <translation>Nenhum pagamento foi aberto neste período.</translation>
    </message>
    <message>
        <source>Confirmed volume by method (%1)</source>
        <translation>Volume confirmado por meio de pagamento (%1)</translation>
    </message>
    <message>
        <source>Confirmed volume by country (%1)</source>
        <translation>Volume confirmado por país (%1)</translation>
    </message>
    <message>
        <source>Confirmed volume per opening day (%1)</source>
        <translation>Volume confirmado por dia de abertura (%1)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %Ln payment(s)</source>
        <translation>
            <numerusform>%1: %2 em %Ln pagamento</numerusform>
            <numerusform>%1: %2 em %Ln pagamentos</numerusform>
        </translation>
    </message>
    <message>
        <source>Payments by status</source>
        <translation>Pagamentos por status</translation>
    </message>
    <message>
        <source>Refunds requested in the period (%1)</source>
        <translation>Estornos solicitados no período (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %Ln refund(s)</source>
        <translation>
            <numerusform>%1: %2 em %Ln estorno</numerusform>
            <numerusform>%1: %2 em %Ln estornos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pending vouchers due within %n day(s): %1</source>
        <translation>
            <numerusform>Vouchers pendentes com vencimento em até %n dia: %1</numerusform>
            <numerusform>Vouchers pendentes com vencimento em até %n dias: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Confirmed volume by method</source>
        <translation>Volume confirmado por meio de pagamento</translation>
    </message>
    <message>
        <source>Confirmed volume by country</source>
        <translation>Volume confirmado por país</translation>
    </message>
    <message>
        <source>Confirmed volume per opening day</source>
        <translation>Volume confirmado por dia de abertura</translation>
    </message>
    <message>
        <source>Refunds requested in the period</source>
        <translation>Estornos solicitados no período</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>status legend: the status, then how many payments</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>dd::PassphraseStrength</name>
    <message>
        <source>No passphrase</source>
        <translation>Sem senha</translation>
    </message>
    <message>
        <source>Very weak</source>
        <translation>Muito fraca</translation>
    </message>
    <message>
        <source>Weak</source>
        <translation>Fraca</translation>
    </message>
    <message>
        <source>Fair</source>
        <translation>Razoável</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Forte</translation>
    </message>
    <message>
        <source>Very strong</source>
        <translation>Muito forte</translation>
    </message>
</context>
<context>
    <name>dd::PaymentActions</name>
    <message>
        <source>&amp;Look up or import payments…</source>
        <translation>&amp;Consultar ou importar pagamentos…</translation>
    </message>
    <message>
        <source>Refresh from &amp;gateway</source>
        <translation>Atualizar pelo &amp;gateway</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>&amp;Bloquear</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Capture…</source>
        <translation>&amp;Capturar…</translation>
    </message>
    <message>
        <source>&amp;Refund…</source>
        <translation>&amp;Estornar…</translation>
    </message>
    <message>
        <source>Cancel re&amp;fund…</source>
        <translation>Cancelar es&amp;torno…</translation>
    </message>
    <message>
        <source>Cancel &amp;payment…</source>
        <translation>Cancelar &amp;pagamento…</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>Verificar a&amp;gora</translation>
    </message>
    <message>
        <source>&amp;Copy rows</source>
        <translation>Copiar &amp;linhas</translation>
    </message>
    <message>
        <source>Copy &amp;hash</source>
        <translation>Copiar &amp;hash</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Localizar…</translation>
    </message>
    <message>
        <source>C&amp;lear filters</source>
        <translation>Limpar &amp;filtros</translation>
    </message>
    <message>
        <source>&amp;Reload table</source>
        <translation>&amp;Recarregar tabela</translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation>Restaurar &amp;disposição</translation>
    </message>
    <message>
        <source>&amp;E-wallets by country…</source>
        <translation>&amp;Carteiras eletrônicas…</translation>
    </message>
    <message>
        <source>&amp;Connection and security…</source>
        <translation>C&amp;onexão e segurança…</translation>
    </message>
    <message>
        <source>&amp;About DirectDesk</source>
        <translation>&amp;Sobre o DirectDesk</translation>
    </message>
    <message>
        <source>&amp;New payment…</source>
        <translation>&amp;Novo pagamento…</translation>
    </message>
    <message>
        <source>&amp;Operators…</source>
        <translation>&amp;Operadores…</translation>
    </message>
    <message>
        <source>&amp;Approvals…</source>
        <translation>&amp;Aprovações…</translation>
    </message>
    <message>
        <source>Audit &amp;trail…</source>
        <translation>&amp;Trilha de auditoria…</translation>
    </message>
</context>
<context>
    <name>dd::PaymentLookup</name>
    <message>
        <source>The payment could not be read: the store did not answer.</source>
        <translation>Não foi possível ler o pagamento: o armazenamento não respondeu.</translation>
    </message>
</context>
<context>
    <name>dd::PaymentOperations</name>
    <message>
        <source>The refund is above the approval threshold: it waits as request %1 until a Manager approves it. Nothing was sent.</source>
        <translation>O estorno está acima do limite de aprovação: ele aguarda como solicitação %1 até que um Gerente o aprove. Nada foi enviado.</translation>
    </message>
    <message>
        <source>This request is not approved, or was sent already.</source>
        <translation>Esta solicitação não foi aprovada ou já foi enviada.</translation>
    </message>
    <message>
        <source>A payment with this merchant code is being created or its outcome is unknown. Check it by its merchant code before sending it again.</source>
        <translation>Um pagamento com este código do lojista está sendo criado ou o resultado dele é desconhecido. Verifique-o pelo código do lojista antes de enviá-lo novamente.</translation>
    </message>
    <message>
        <source>Payment %1 already has this merchant code. Each payment needs a code of its own.</source>
        <translation>O pagamento %1 já tem este código do lojista. Cada pagamento precisa de um código próprio.</translation>
    </message>
    <message>
        <source>The cache could not record the payment, so nothing was sent.</source>
        <translation>O cache não conseguiu registrar o pagamento, então nada foi enviado.</translation>
    </message>
    <message>
        <source>Give the merchant payment code.</source>
        <translation>Informe o código de pagamento do lojista.</translation>
    </message>
    <message>
        <source>An earlier action on this payment has an unknown outcome or is still running. Check the payment now before sending anything else.</source>
        <translation>Uma ação anterior neste pagamento tem resultado desconhecido ou ainda está em andamento. Verifique o pagamento agora antes de enviar qualquer outra coisa.</translation>
    </message>
    <message>
        <source>The cache could not record the action, so nothing was sent.</source>
        <translation>O cache não conseguiu registrar a ação, então nada foi enviado.</translation>
    </message>
    <message>
        <source>Give a payment hash or merchant payment code.</source>
        <translation>Informe um hash de pagamento ou um código de pagamento do lojista.</translation>
    </message>
    <message>
        <source>Give the payment&apos;s hash.</source>
        <translation>Informe o hash do pagamento.</translation>
    </message>
</context>
<context>
    <name>dd::PaymentStatus</name>
    <message>
        <source>Open</source>
        <translation>Aberto</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pendente</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmado</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconhecido</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A payment or refund status: the word, then the gateway&apos;s two-letter code, e.g. &quot;Pending (PE)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>dd::PaymentStore</name>
    <message>
        <source>A payment without a hash cannot be stored.</source>
        <translation>Um pagamento sem hash não pode ser armazenado.</translation>
    </message>
</context>
<context>
    <name>dd::PaymentTableModel</name>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Aberto em</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Merchant code</source>
        <translation>Código do lojista</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>País</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Meio</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Estornado</translation>
    </message>
    <message>
        <source>Refundable</source>
        <translation>Estornável</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmado</translation>
    </message>
    <message>
        <source>Status date</source>
        <translation>Data do status</translation>
    </message>
    <message>
        <source>Transferred</source>
        <translation>Transferido</translation>
    </message>
    <message>
        <source>Due date</source>
        <translation>Vencimento</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Order number</source>
        <translation>Número do pedido</translation>
    </message>
    <message>
        <source>Settlement amount</source>
        <translation>Valor de liquidação</translation>
    </message>
    <message>
        <source>IOF tax</source>
        <translation>IOF</translation>
    </message>
    <message>
        <source>Requested amount</source>
        <translation>Valor solicitado</translation>
    </message>
    <message>
        <source>Currency rate</source>
        <translation>Taxa de câmbio</translation>
    </message>
    <message>
        <source>Instalments</source>
        <translation>Parcelas</translation>
    </message>
    <message>
        <source>Billing descriptor</source>
        <translation>Descrição na fatura</translation>
    </message>
    <message>
        <source>Acquirer answer</source>
        <translation>Resposta do adquirente</translation>
    </message>
    <message>
        <source>Pre-approved</source>
        <translation>Pré-aprovado</translation>
    </message>
    <message>
        <source>Capture available</source>
        <translation>Captura disponível</translation>
    </message>
    <message>
        <source>Redirect link</source>
        <translation>Link de redirecionamento</translation>
    </message>
    <message>
        <source>SPEI voucher link</source>
        <translation>Link do voucher SPEI</translation>
    </message>
    <message>
        <source>CLABE account</source>
        <translation>Conta CLABE</translation>
    </message>
    <message>
        <source>CLABE reference</source>
        <translation>Referência CLABE</translation>
    </message>
    <message>
        <source>Customer e-mail</source>
        <translation>E-mail do cliente</translation>
    </message>
    <message>
        <source>Customer document</source>
        <translation>Documento do cliente</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Cartão</translation>
    </message>
    <message>
        <source>The payments could not be read: the store did not answer.</source>
        <translation>Não foi possível ler os pagamentos: o armazenamento não respondeu.</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Carregando…</translation>
    </message>
</context>
<context>
    <name>dd::PaymentWorkflows</name>
    <message>
        <source>Check now</source>
        <translation>Verificar agora</translation>
    </message>
    <message>
        <source>The payment could not be checked: %1%2</source>
        <translation>Não foi possível verificar o pagamento: %1%2</translation>
    </message>
    <message>
        <source>The gateway carried out the action. The payment is up to date.</source>
        <translation>O gateway executou a ação. O pagamento está atualizado.</translation>
    </message>
    <message>
        <source>The gateway did not carry out the action. You may try it again.</source>
        <translation>O gateway não executou a ação. Você pode tentar novamente.</translation>
    </message>
    <message>
        <source>The gateway&apos;s answer does not settle it yet. Check again later.</source>
        <translation>A resposta do gateway ainda não resolve a situação. Verifique novamente mais tarde.</translation>
    </message>
    <message>
        <source>The team worker settles this payment&apos;s unknown outcome by query; the window shows it as soon as it is settled.</source>
        <translation>O worker da equipe resolve por consulta o resultado desconhecido deste pagamento; a janela o mostra assim que for resolvido.</translation>
    </message>
</context>
<context>
    <name>dd::PaymentsTableView</name>
    <message>
        <source>Reset columns</source>
        <translation>Restaurar colunas</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagamentos</translation>
    </message>
    <message>
        <source>Payments in the cache that match the filter; the selected one is shown below</source>
        <translation>Pagamentos do cache que correspondem ao filtro; o selecionado aparece abaixo</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>action (shortcut)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No payment in the cache yet.</source>
        <translation>Ainda não há pagamentos no cache.</translation>
    </message>
    <message>
        <source>Look up a payment, create one or import notifications to start.</source>
        <translation>Consulte um pagamento, crie um ou importe notificações para começar.</translation>
    </message>
    <message>
        <source>To start:</source>
        <translation>Para começar:</translation>
    </message>
</context>
<context>
    <name>dd::PdfReportWriter</name>
    <message>
        <source>Cannot start the PDF document.</source>
        <translation>Não foi possível iniciar o documento PDF.</translation>
    </message>
    <message>
        <source>Generated %1 (%2) by %3</source>
        <translation>Gerado em %1 (%2) por %3</translation>
    </message>
    <message>
        <source>Rows: %1</source>
        <translation>Linhas: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln payment(s)</source>
        <translation>
            <numerusform>%Ln pagamento</numerusform>
            <numerusform>%Ln pagamentos</numerusform>
        </translation>
    </message>
    <message>
        <source>Amount per status</source>
        <translation>Valor por status</translation>
    </message>
    <message>
        <source>Totals per currency</source>
        <translation>Totais por moeda</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagamentos</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Estornado</translation>
    </message>
    <message>
        <source>Totals per currency, status and method</source>
        <translation>Totais por moeda, status e meio de pagamento</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Meio</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Estornos</translation>
    </message>
    <message>
        <source>Refund status</source>
        <translation>Status do estorno</translation>
    </message>
    <message>
        <source>%1: refunded (not cancelled) %2</source>
        <translation>%1: estornado (não cancelado) %2</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continuação)</translation>
    </message>
    <message>
        <source>The first %1 of %2 payments; export CSV or XLSX for every row.</source>
        <translation>Os primeiros %1 de %2 pagamentos; exporte em CSV ou XLSX para ter todas as linhas.</translation>
    </message>
</context>
<context>
    <name>dd::ReconcileDialog</name>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Procurar…</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>P&amp;eríodo:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Comma</source>
        <translation>Vírgula</translation>
    </message>
    <message>
        <source>Semicolon</source>
        <translation>Ponto e vírgula</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulação</translation>
    </message>
    <message>
        <source>Point (12.50)</source>
        <translation>Ponto (12.50)</translation>
    </message>
    <message>
        <source>Comma (12,50)</source>
        <translation>Vírgula (12,50)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>Exec&amp;utar</translation>
    </message>
    <message>
        <source>Cance&amp;l</source>
        <translation>Cance&amp;lar</translation>
    </message>
    <message>
        <source>Reconcile orders</source>
        <translation>Conciliar pedidos</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <source>Your role may not query the gateway: codes the cache does not know are listed as not verified.</source>
        <translation>A sua função não pode consultar o gateway: os códigos que o cache não conhece são listados como não verificados.</translation>
    </message>
    <message>
        <source>No gateway is connected: codes the cache does not know are listed as not verified.</source>
        <translation>Nenhum gateway está conectado: os códigos que o cache não conhece são listados como não verificados.</translation>
    </message>
    <message>
        <source>Order &amp;file:</source>
        <translation>&amp;Arquivo de pedidos:</translation>
    </message>
    <message>
        <source>Order file</source>
        <translation>Arquivo de pedidos</translation>
    </message>
    <message>
        <source>Saved &amp;mapping:</source>
        <translation>&amp;Mapeamento salvo:</translation>
    </message>
    <message>
        <source>Without a period, the first and last order dates of the file are the period</source>
        <translation>Sem período, as datas do primeiro e do último pedido do arquivo são o período</translation>
    </message>
    <message>
        <source>From (included)</source>
        <translation>De (inclusive)</translation>
    </message>
    <message>
        <source>To (included)</source>
        <translation>Até (inclusive)</translation>
    </message>
    <message>
        <source>&amp;Separator:</source>
        <translation>&amp;Separador:</translation>
    </message>
    <message>
        <source>Separator</source>
        <translation>Separador</translation>
    </message>
    <message>
        <source>Decimal mar&amp;k:</source>
        <translation>Separador &amp;decimal:</translation>
    </message>
    <message>
        <source>Decimal mark</source>
        <translation>Separador decimal</translation>
    </message>
    <message>
        <source>to</source>
        <comment>a period: from … to …</comment>
        <translation>até</translation>
    </message>
    <message>
        <source>Lines that are not orders</source>
        <translation>Linhas que não são pedidos</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linha</translation>
    </message>
    <message>
        <source>Why it is not an order</source>
        <translation>Por que não é um pedido</translation>
    </message>
    <message>
        <source>The period starts after it ends.</source>
        <translation>O início do período é posterior ao fim.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <source>Reading the order file…</source>
        <translation>Lendo o arquivo de pedidos…</translation>
    </message>
    <message>
        <source>Reading the cached payments: %1</source>
        <translation>Lendo os pagamentos em cache: %1</translation>
    </message>
    <message>
        <source>Matching orders: %1 of %2</source>
        <translation>Conciliando pedidos: %1 de %2</translation>
    </message>
    <message>
        <source>Asking the gateway about codes the cache does not know: %1 of %2</source>
        <translation>Consultando o gateway sobre os códigos que o cache não conhece: %1 de %2</translation>
    </message>
    <message>
        <source>Cancelled: nothing was kept.</source>
        <translation>Cancelado: nada foi guardado.</translation>
    </message>
    <message>
        <source>Some codes could not be asked of the gateway: refresh later (they stay queued) and reconcile again.</source>
        <translation>Alguns códigos não puderam ser consultados no gateway: atualize mais tarde (eles continuam na fila) e concilie novamente.</translation>
    </message>
    <message>
        <source>The first %1 are listed.</source>
        <translation>As primeiras %1 estão listadas.</translation>
    </message>
    <message>
        <source>-differences</source>
        <translation>-diferenças</translation>
    </message>
    <message>
        <source>Export differences</source>
        <translation>Exportar diferenças</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Não é possível gravar %1: %2</translation>
    </message>
    <message>
        <source>The shop&apos;s order export (CSV or XLSX)</source>
        <translation>Pedidos da loja (CSV ou XLSX)</translation>
    </message>
    <message>
        <source>Order exports (*.csv *.txt *.xlsx);;All files (*)</source>
        <translation>Exportações de pedidos (*.csv *.txt *.xlsx);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Pastas de trabalho do Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The desk holds no integration key: codes the team server does not know are not asked of the gateway and are listed as not verified.</source>
        <translation>A estação não tem a chave de integração: os códigos que o servidor da equipe não conhece não são consultados no gateway e são listados como não verificados.</translation>
    </message>
    <message>
        <source>Reading the team&apos;s payments: %1</source>
        <translation>Lendo os pagamentos da equipe: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) of %1 are not orders: nothing was queried and nothing was kept. Correct the file and run again.</source>
        <translation>
            <numerusform>%Ln linha de %1 não é um pedido: nada foi consultado nem guardado. Corrija o arquivo e execute de novo.</numerusform>
            <numerusform>%Ln linhas de %1 não são pedidos: nada foi consultado nem guardado. Corrija o arquivo e execute de novo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln difference(s) written to %1.</source>
        <translation>
            <numerusform>%Ln diferença gravada em %1.</numerusform>
            <numerusform>%Ln diferenças gravadas em %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::ReconcileResultsView</name>
    <message>
        <source>Double-click a difference, or press Enter, to open its payment in the main window.</source>
        <translation>Clique duas vezes em uma diferença, ou pressione Enter, para abrir o pagamento dela na janela principal.</translation>
    </message>
    <message>
        <source>Counts and totals per kind and currency</source>
        <translation>Contagens e totais por tipo e moeda</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Diferença</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Quantidade</translation>
    </message>
    <message>
        <source>Amount at stake</source>
        <translation>Valor em jogo</translation>
    </message>
    <message>
        <source>The gap (gateway minus shop) for amount and refund differences, the whole amount otherwise</source>
        <translation>O desvio (gateway menos loja) nas diferenças de valor e de estorno; nos demais casos, o valor total</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Diferenças</translation>
    </message>
    <message>
        <source>Payments opened from %1 to %2 were looked for in the orders.</source>
        <translation>Os pagamentos abertos de %1 a %2 foram procurados nos pedidos.</translation>
    </message>
    <message>
        <source>No period (no dates given and none in the file): payments without an order were not looked for.</source>
        <translation>Sem período (nenhuma data informada e nenhuma no arquivo): pagamentos sem pedido não foram procurados.</translation>
    </message>
    <message>
        <source>Everything matches.</source>
        <translation>Tudo confere.</translation>
    </message>
    <message>
        <source>Since run %1 (%2, by %3): %4 new, %5 resolved, %6 unchanged.</source>
        <translation>Desde a execução %1 (%2, por %3): %4 nova(s), %5 resolvida(s), %6 sem alteração.</translation>
    </message>
    <message>
        <source>E&amp;xport differences…</source>
        <translation>E&amp;xportar diferenças…</translation>
    </message>
    <message>
        <source>Resolved since the previous run</source>
        <translation>Resolvidas desde a execução anterior</translation>
    </message>
    <message>
        <source>Resolved difference</source>
        <translation>Diferença resolvida</translation>
    </message>
    <message>
        <source>Merchant code</source>
        <translation>Código do lojista</translation>
    </message>
    <message numerus="yes">
        <source>%Ln order(s) read</source>
        <translation>
            <numerusform>%Ln pedido lido</numerusform>
            <numerusform>%Ln pedidos lidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln matched</source>
        <comment>orders</comment>
        <translation>
            <numerusform>%Ln conferido</numerusform>
            <numerusform>%Ln conferidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln difference(s)</source>
        <translation>
            <numerusform>%Ln diferença</numerusform>
            <numerusform>%Ln diferenças</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3, %4; kept as run %5.</source>
        <comment>file: orders read, matched, differences</comment>
        <translation>%1: %2, %3, %4; guardado como execução %5.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln order(s) dated outside the period were left out.</source>
        <translation>
            <numerusform>%Ln pedido com data fora do período ficou de fora.</numerusform>
            <numerusform>%Ln pedidos com data fora do período ficaram de fora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The gateway was asked about %Ln code(s) the cache did not know: %1 found, %2 unknown to it, %3 could not be asked (they stay queued for the next refresh).</source>
        <translation>
            <numerusform>O gateway foi consultado sobre %Ln código que o cache não conhecia: %1 encontrados, %2 desconhecidos para ele, %3 não puderam ser consultados (ficam na fila para a próxima atualização).</numerusform>
            <numerusform>O gateway foi consultado sobre %Ln códigos que o cache não conhecia: %1 encontrados, %2 desconhecidos para ele, %3 não puderam ser consultados (ficam na fila para a próxima atualização).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::RefreshService</name>
    <message>
        <source>The cache could not be opened for the refresh.</source>
        <translation>Não foi possível abrir o cache para a atualização.</translation>
    </message>
    <message>
        <source>No gateway connection is set up.</source>
        <translation>Nenhuma conexão com o gateway está configurada.</translation>
    </message>
    <message>
        <source>The import queue is full (%1 codes): %2 notified code(s) were queried once but not queued for retry.</source>
        <translation>A fila de importação está cheia (%1 códigos): %2 código(s) notificado(s) foram consultados uma vez, mas não ficaram na fila para nova tentativa.</translation>
    </message>
    <message>
        <source>%1 notified code(s) can never be queried (control characters or too long) and were dropped.</source>
        <translation>%1 código(s) notificado(s) nunca podem ser consultados (caracteres de controle ou longos demais) e foram descartados.</translation>
    </message>
    <message>
        <source>%1 The scheduled refresh stays off.</source>
        <translation>%1 A atualização agendada continua desligada.</translation>
    </message>
    <message>
        <source>%1 The refresh stays every %2 minute(s).</source>
        <translation>%1 A atualização continua a cada %2 minuto(s).</translation>
    </message>
</context>
<context>
    <name>dd::RefundDialog</name>
    <message>
        <source>Refund…</source>
        <translation>Estornar…</translation>
    </message>
    <message>
        <source>Refund payment</source>
        <translation>Estornar pagamento</translation>
    </message>
    <message>
        <source>Paid:</source>
        <translation>Pago:</translation>
    </message>
    <message>
        <source>Refunded so far (not cancelled):</source>
        <translation>Estornado até agora (não cancelado):</translation>
    </message>
    <message>
        <source>Remaining:</source>
        <translation>Restante:</translation>
    </message>
    <message>
        <source>&amp;Full refund of what remains</source>
        <translation>Estorno &amp;total do restante</translation>
    </message>
    <message>
        <source>&amp;Partial refund</source>
        <translation>Estorno &amp;parcial</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Valor:</translation>
    </message>
    <message>
        <source>Why the money goes back (required, shown to the customer)</source>
        <translation>Por que o dinheiro é devolvido (obrigatório, exibido ao cliente)</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>Your own code for this refund; it lets DirectDesk find the refund after a failure.</source>
        <translation>O seu próprio código para este estorno; ele permite que o DirectDesk encontre o estorno após uma falha.</translation>
    </message>
    <message>
        <source>Merchant refund &amp;code:</source>
        <translation>&amp;Código do estorno do lojista:</translation>
    </message>
    <message>
        <source>Refund %1 of payment %2?</source>
        <translation>Estornar %1 do pagamento %2?</translation>
    </message>
    <message>
        <source>Refund requested: %1, status %2 (refund id %3, merchant refund code %4).</source>
        <translation>Estorno solicitado: %1, status %2 (id do estorno %3, código do estorno do lojista %4).</translation>
    </message>
    <message>
        <source>Refund requested.</source>
        <translation>Estorno solicitado.</translation>
    </message>
    <message>
        <source>Refund %1 of payment %2 to %3?</source>
        <translation>Estornar %1 do pagamento %2 para %3?</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Merchant refund code</source>
        <translation>Código do estorno do lojista</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Conta</translation>
    </message>
    <message>
        <source>Holder&apos;s document</source>
        <translation>Documento do titular</translation>
    </message>
    <message>
        <source>Holder&apos;s name</source>
        <translation>Nome do titular</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Estornar</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
    <message>
        <source>Ask a Manager to approve a refund of %1 of payment %2?</source>
        <translation>Pedir a um Gerente que aprove um estorno de %1 do pagamento %2?</translation>
    </message>
    <message>
        <source>Ask a Manager to approve a refund of %1 of payment %2 to %3?</source>
        <translation>Pedir a um Gerente que aprove um estorno de %1 do pagamento %2 para %3?</translation>
    </message>
    <message>
        <source>The amount is above the approval threshold: the refund waits for a Manager&apos;s approval, and nothing goes to the gateway until then.</source>
        <translation>O valor está acima do limite de aprovação: o estorno aguarda a aprovação de um Gerente e nada vai para o gateway até lá.</translation>
    </message>
    <message>
        <source>Ask for approval</source>
        <translation>Pedir aprovação</translation>
    </message>
</context>
<context>
    <name>dd::RefundStatus</name>
    <message>
        <source>Requested</source>
        <translation>Solicitado</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pendente</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmado</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconhecido</translation>
    </message>
</context>
<context>
    <name>dd::RefundTableModel</name>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>Refund id</source>
        <translation>Id do estorno</translation>
    </message>
    <message>
        <source>Merchant refund code</source>
        <translation>Código do estorno do lojista</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>Solicitado</translation>
    </message>
    <message>
        <source>Pending since</source>
        <translation>Pendente desde</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmado</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrição</translation>
    </message>
    <message>
        <source>Can be cancelled</source>
        <translation>Pode ser cancelado</translation>
    </message>
</context>
<context>
    <name>dd::RefundsPanel</name>
    <message>
        <source>&lt;b&gt;Refunds&lt;/b&gt; — paid %1, refunded %2, refundable %3</source>
        <translation>&lt;b&gt;Estornos&lt;/b&gt; — pago %1, estornado %2, estornável %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Refunds&lt;/b&gt;</source>
        <translation>&lt;b&gt;Estornos&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Estornos</translation>
    </message>
    <message>
        <source>Refunds of the selected payment</source>
        <translation>Estornos do pagamento selecionado</translation>
    </message>
</context>
<context>
    <name>dd::ReportColumns</name>
    <message>
        <source>Record</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Merchant payment code</source>
        <translation>Código de pagamento do lojista</translation>
    </message>
    <message>
        <source>Order number</source>
        <translation>Número do pedido</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Status date</source>
        <translation>Data do status</translation>
    </message>
    <message>
        <source>Open date</source>
        <translation>Data de abertura</translation>
    </message>
    <message>
        <source>Confirm date</source>
        <translation>Data de confirmação</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Estornado</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Meio</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>País</translation>
    </message>
    <message>
        <source>Instalments</source>
        <translation>Parcelas</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Refund id</source>
        <translation>Id do estorno</translation>
    </message>
    <message>
        <source>Merchant refund code</source>
        <translation>Código do estorno do lojista</translation>
    </message>
    <message>
        <source>Refund status</source>
        <translation>Status do estorno</translation>
    </message>
    <message>
        <source>Refund requested</source>
        <translation>Estorno solicitado em</translation>
    </message>
    <message>
        <source>Refund confirmed</source>
        <translation>Estorno confirmado em</translation>
    </message>
    <message>
        <source>Refund amount</source>
        <translation>Valor do estorno</translation>
    </message>
</context>
<context>
    <name>dd::ReportExport</name>
    <message>
        <source>Payments report</source>
        <translation>Relatório de pagamentos</translation>
    </message>
    <message>
        <source>Refunds report</source>
        <translation>Relatório de estornos</translation>
    </message>
    <message>
        <source>Payments and refunds report</source>
        <translation>Relatório de pagamentos e estornos</translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected payment(s)</source>
        <translation>
            <numerusform>%Ln pagamento selecionado</numerusform>
            <numerusform>%Ln pagamentos selecionados</numerusform>
        </translation>
    </message>
    <message>
        <source>The export did not start.</source>
        <translation>A exportação não foi iniciada.</translation>
    </message>
</context>
<context>
    <name>dd::ReportJob</name>
    <message>
        <source>The cache could not be opened for the export.</source>
        <translation>Não foi possível abrir o cache para a exportação.</translation>
    </message>
</context>
<context>
    <name>dd::ReportRequest</name>
    <message>
        <source>All payments in the cache</source>
        <translation>Todos os pagamentos do cache</translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>status %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>method %1</source>
        <translation>meio %1</translation>
    </message>
    <message>
        <source>country %1</source>
        <translation>país %1</translation>
    </message>
    <message>
        <source>currency %1</source>
        <translation>moeda %1</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>confirmados</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>abertos</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 a partir de %2</translation>
    </message>
    <message>
        <source>%1 before %2</source>
        <translation>%1 antes de %2</translation>
    </message>
    <message>
        <source>amount at least %1</source>
        <translation>valor de pelo menos %1</translation>
    </message>
    <message>
        <source>amount at most %1</source>
        <translation>valor de no máximo %1</translation>
    </message>
    <message>
        <source>matching “%1”</source>
        <translation>correspondentes a “%1”</translation>
    </message>
    <message>
        <source>Payments with %1</source>
        <translation>Pagamentos com %1</translation>
    </message>
</context>
<context>
    <name>dd::RequestReader</name>
    <message>
        <source>Use true or false.</source>
        <translation>Use true ou false.</translation>
    </message>
    <message>
        <source>Instalments are a whole number from 1.</source>
        <translation>As parcelas são um número inteiro a partir de 1.</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>verdadeiro/falso</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>um número</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>bank_info must be a JSON object, not %1.</source>
        <translation>bank_info deve ser um objeto JSON, não %1.</translation>
    </message>
    <message>
        <source>%1 is not a bank detail the gateway knows.</source>
        <translation>%1 não é um dado bancário que o gateway conheça.</translation>
    </message>
    <message>
        <source>%1 must be text in quotes, not %2.</source>
        <translation>%1 deve ser texto entre aspas, não %2.</translation>
    </message>
</context>
<context>
    <name>dd::RequestValidator</name>
    <message>
        <source>At most %1 characters.</source>
        <translation>No máximo %1 caracteres.</translation>
    </message>
    <message>
        <source>Spaces and control characters are not allowed.</source>
        <translation>Espaços e caracteres de controle não são permitidos.</translation>
    </message>
    <message>
        <source>Give %1 or %2.</source>
        <translation>Informe %1 ou %2.</translation>
    </message>
    <message>
        <source>Give only one of %1 and %2.</source>
        <translation>Informe somente um entre %1 e %2.</translation>
    </message>
    <message>
        <source>Enter the expiry date as MM/YYYY.</source>
        <translation>Informe a validade como MM/AAAA.</translation>
    </message>
    <message>
        <source>Use the form MM/YYYY, for example 07/2031.</source>
        <translation>Use o formato MM/AAAA, por exemplo 07/2031.</translation>
    </message>
    <message>
        <source>This date has passed.</source>
        <translation>Esta data já passou.</translation>
    </message>
    <message>
        <source>Enter the card number.</source>
        <translation>Informe o número do cartão.</translation>
    </message>
    <message>
        <source>A card number has 12 to 19 digits and nothing else.</source>
        <translation>Um número de cartão tem de 12 a 19 dígitos e nada mais.</translation>
    </message>
    <message>
        <source>This card number is not valid (check digit).</source>
        <translation>Este número de cartão não é válido (dígito verificador).</translation>
    </message>
    <message>
        <source>Enter the name printed on the card.</source>
        <translation>Informe o nome impresso no cartão.</translation>
    </message>
    <message>
        <source>The security code has 3 or 4 digits.</source>
        <translation>O código de segurança tem 3 ou 4 dígitos.</translation>
    </message>
    <message>
        <source>The token number has 12 to 19 digits.</source>
        <translation>O número do token tem de 12 a 19 dígitos.</translation>
    </message>
    <message>
        <source>This token number is not valid (check digit).</source>
        <translation>Este número de token não é válido (dígito verificador).</translation>
    </message>
    <message>
        <source>Enter the token cryptogram.</source>
        <translation>Informe o criptograma do token.</translation>
    </message>
    <message>
        <source>The original card&apos;s BIN has 6 or 8 digits.</source>
        <translation>O BIN do cartão original tem 6 ou 8 dígitos.</translation>
    </message>
    <message>
        <source>Enter the original card&apos;s last four digits.</source>
        <translation>Informe os últimos quatro dígitos do cartão original.</translation>
    </message>
    <message>
        <source>The ECI is one or two digits.</source>
        <translation>O ECI tem um ou dois dígitos.</translation>
    </message>
    <message>
        <source>The wallet type must be one of: %1.</source>
        <translation>O tipo de carteira deve ser um destes: %1.</translation>
    </message>
    <message>
        <source>Digital-wallet card payments are available only in Brazil (br).</source>
        <translation>Pagamentos com cartão de carteira digital só estão disponíveis no Brasil (br).</translation>
    </message>
    <message>
        <source>Digital-wallet payments send the token&apos;s ECI.</source>
        <translation>Pagamentos com carteira digital enviam o ECI do token.</translation>
    </message>
    <message>
        <source>Digital-wallet payments accept only these card networks: %1.</source>
        <translation>Pagamentos com carteira digital aceitam somente estas bandeiras: %1.</translation>
    </message>
    <message>
        <source>Must not be sent together with a network token.</source>
        <translation>Não pode ser enviado junto com um token de rede.</translation>
    </message>
    <message>
        <source>A gateway token is a card form of its own: send it without card or network-token fields.</source>
        <translation>Um token do gateway é uma forma de cartão por si só: envie-o sem campos de cartão ou de token de rede.</translation>
    </message>
    <message>
        <source>This cash voucher is available only in Chile (cl).</source>
        <translation>Este voucher em dinheiro só está disponível no Chile (cl).</translation>
    </message>
    <message>
        <source>This method needs the customer&apos;s name.</source>
        <translation>Este meio exige o nome do cliente.</translation>
    </message>
    <message>
        <source>This method needs the customer&apos;s e-mail.</source>
        <translation>Este meio exige o e-mail do cliente.</translation>
    </message>
    <message>
        <source>This method needs the customer&apos;s phone number.</source>
        <translation>Este meio exige o telefone do cliente.</translation>
    </message>
    <message>
        <source>This method needs the customer&apos;s document number.</source>
        <translation>Este meio exige o número do documento do cliente.</translation>
    </message>
    <message>
        <source>This method takes only CLP or USD.</source>
        <translation>Este meio aceita somente CLP ou USD.</translation>
    </message>
    <message>
        <source>Use the lowercase two-letter country code, such as br.</source>
        <translation>Use o código de país de duas letras minúsculas, como br.</translation>
    </message>
    <message>
        <source>Use the form DD/MM/YYYY.</source>
        <translation>Use o formato DD/MM/AAAA.</translation>
    </message>
    <message>
        <source>Enter a full web address (https://...).</source>
        <translation>Informe um endereço web completo (https://...).</translation>
    </message>
    <message>
        <source>Instalments are a whole number from 1 to 12.</source>
        <translation>As parcelas são um número inteiro de 1 a 12.</translation>
    </message>
    <message>
        <source>Look the payment up first: its current state decides what is allowed.</source>
        <translation>Consulte o pagamento primeiro: o estado atual dele determina o que é permitido.</translation>
    </message>
    <message>
        <source>This is not the hash of the payment that was looked up.</source>
        <translation>Este não é o hash do pagamento consultado.</translation>
    </message>
    <message>
        <source>This is not the code of the payment that was looked up.</source>
        <translation>Este não é o código do pagamento consultado.</translation>
    </message>
    <message>
        <source>Enter the card: its number, a gateway token or a network token.</source>
        <translation>Informe o cartão: o número, um token do gateway ou um token de rede.</translation>
    </message>
    <message>
        <source>A card token is 16 to 128 letters and digits.</source>
        <translation>Um token de cartão tem de 16 a 128 letras e dígitos.</translation>
    </message>
    <message>
        <source>Choose a payment method.</source>
        <translation>Escolha um meio de pagamento.</translation>
    </message>
    <message>
        <source>The amount must be greater than zero.</source>
        <translation>O valor deve ser maior que zero.</translation>
    </message>
    <message>
        <source>Only card payments carry a card.</source>
        <translation>Somente pagamentos com cartão levam um cartão.</translation>
    </message>
    <message>
        <source>E-wallet payments need the customer&apos;s country.</source>
        <translation>Pagamentos com carteira eletrônica precisam do país do cliente.</translation>
    </message>
    <message>
        <source>E-wallets are not offered in this country.</source>
        <translation>Carteiras eletrônicas não são oferecidas neste país.</translation>
    </message>
    <message>
        <source>Only a pre-authorized card payment that is still pending can be captured.</source>
        <translation>Somente um pagamento com cartão pré-autorizado que ainda esteja pendente pode ser capturado.</translation>
    </message>
    <message>
        <source>Capture in the payment&apos;s currency, %1.</source>
        <translation>Capture na moeda do pagamento, %1.</translation>
    </message>
    <message>
        <source>At most the authorized amount, %1.</source>
        <translation>No máximo o valor autorizado, %1.</translation>
    </message>
    <message>
        <source>Partial capture is available only in Brazil.</source>
        <translation>A captura parcial só está disponível no Brasil.</translation>
    </message>
    <message>
        <source>Give the payment&apos;s hash.</source>
        <translation>Informe o hash do pagamento.</translation>
    </message>
    <message>
        <source>Only open or pending payments can be cancelled.</source>
        <translation>Somente pagamentos abertos ou pendentes podem ser cancelados.</translation>
    </message>
    <message>
        <source>Enter the reason for the refund.</source>
        <translation>Informe o motivo do estorno.</translation>
    </message>
    <message>
        <source>Some gateway versions accept only %1 characters here.</source>
        <translation>Algumas versões do gateway aceitam somente %1 caracteres aqui.</translation>
    </message>
    <message>
        <source>Only confirmed payments can be refunded.</source>
        <translation>Somente pagamentos confirmados podem ser estornados.</translation>
    </message>
    <message>
        <source>Refund in the payment&apos;s currency, %1.</source>
        <translation>Estorne na moeda do pagamento, %1.</translation>
    </message>
    <message>
        <source>At most what remains to refund: %1.</source>
        <translation>No máximo o que resta estornar: %1.</translation>
    </message>
    <message>
        <source>Bank details can be sent only for payments in Brazil, Chile, Colombia and Mexico.</source>
        <translation>Dados bancários só podem ser enviados para pagamentos no Brasil, Chile, Colômbia e México.</translation>
    </message>
    <message>
        <source>The payment has no such refund.</source>
        <translation>O pagamento não tem esse estorno.</translation>
    </message>
    <message>
        <source>Only a requested or pending refund can be cancelled.</source>
        <translation>Somente um estorno solicitado ou pendente pode ser cancelado.</translation>
    </message>
    <message>
        <source>E-wallets are offered only in Argentina, Brazil, Chile, Colombia and Mexico.</source>
        <translation>Carteiras eletrônicas só são oferecidas na Argentina, no Brasil, no Chile, na Colômbia e no México.</translation>
    </message>
    <message>
        <source>Use the branch&apos;s digits, with its check digit after a hyphen if it has one, such as 1234-5.</source>
        <translation>Use os dígitos da agência, com o dígito verificador após um hífen, se houver, por exemplo 1234-5.</translation>
    </message>
    <message>
        <source>Use the account&apos;s digits, with its check digit after a hyphen, such as 123456-7.</source>
        <translation>Use os dígitos da conta, com o dígito verificador após um hífen, por exemplo 123456-7.</translation>
    </message>
    <message>
        <source>This is not an e-mail address, such as ana@example.com.</source>
        <translation>Isto não é um endereço de e-mail, como ana@example.com.</translation>
    </message>
    <message>
        <source>Method codes are lower case, such as boleto.</source>
        <translation>Os códigos de meio de pagamento são em minúsculas, por exemplo boleto.</translation>
    </message>
    <message>
        <source>Use the three-letter currency code in capitals, such as BRL.</source>
        <translation>Use o código de moeda de três letras em maiúsculas, por exemplo BRL.</translation>
    </message>
    <message>
        <source>Enter an amount greater than zero.</source>
        <translation>Informe um valor maior que zero.</translation>
    </message>
    <message>
        <source>This method is available only in %1 (%2).</source>
        <translation>Este meio de pagamento só está disponível em %1 (%2).</translation>
    </message>
    <message>
        <source>This payment already has a refund with this code (%1). Choose another code.</source>
        <translation>Este pagamento já tem um estorno com este código (%1). Escolha outro código.</translation>
    </message>
    <message>
        <source>The “Bank details” field is only for a Brazilian state bank: leave it empty for this payment.</source>
        <translation>O campo “Dados bancários” é apenas para um banco estatal brasileiro: deixe-o em branco para este pagamento.</translation>
    </message>
    <message>
        <source>There is no such date.</source>
        <translation>Essa data não existe.</translation>
    </message>
    <message>
        <source>%1: at most %2 characters (this has %3).</source>
        <translation>%1: no máximo %2 caracteres (este tem %3).</translation>
    </message>
    <message>
        <source>%1: control characters are not allowed.</source>
        <translation>%1: caracteres de controle não são permitidos.</translation>
    </message>
    <message>
        <source>Bank name</source>
        <translation>Nome do banco</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Agência</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Conta</translation>
    </message>
    <message>
        <source>Account type</source>
        <translation>Tipo de conta</translation>
    </message>
    <message>
        <source>Bank details</source>
        <translation>Detalhes do banco</translation>
    </message>
    <message>
        <source>Holder&apos;s document</source>
        <translation>Documento do titular</translation>
    </message>
    <message>
        <source>Holder&apos;s name</source>
        <translation>Nome do titular</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefone</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Endereço</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Cidade</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>CEP</translation>
    </message>
    <message>
        <source>Return address</source>
        <translation>Endereço de retorno</translation>
    </message>
    <message>
        <source>Name on the card</source>
        <translation>Nome no cartão</translation>
    </message>
    <message>
        <source>Give the reason for cancelling the refund.</source>
        <translation>Informe o motivo do cancelamento do estorno.</translation>
    </message>
    <message>
        <source>This method takes only %1.</source>
        <translation>Este meio aceita somente %1.</translation>
    </message>
    <message>
        <source>A boleto needs the payer&apos;s CPF or CNPJ.</source>
        <translation>O boleto exige o CPF ou CNPJ do pagador.</translation>
    </message>
    <message>
        <source>A boleto needs the payer&apos;s street address.</source>
        <translation>O boleto exige o endereço do pagador.</translation>
    </message>
    <message>
        <source>A boleto needs the payer&apos;s city.</source>
        <translation>O boleto exige a cidade do pagador.</translation>
    </message>
    <message>
        <source>A boleto needs the payer&apos;s state.</source>
        <translation>O boleto exige o estado do pagador.</translation>
    </message>
    <message>
        <source>A boleto needs the payer&apos;s CEP (postal code).</source>
        <translation>O boleto exige o CEP do pagador.</translation>
    </message>
    <message>
        <source>Write the CEP as eight digits, such as 01310-100.</source>
        <translation>Informe o CEP com oito dígitos, por exemplo 01310-100.</translation>
    </message>
    <message>
        <source>Enter a merchant payment code.</source>
        <translation>Informe um código de pagamento do lojista.</translation>
    </message>
    <message>
        <source>Card payments cannot be created on a team server: card data goes from a desk to the gateway only, never through the team&apos;s database.</source>
        <translation>Não é possível criar pagamentos com cartão em um servidor da equipe: os dados do cartão vão de uma estação ao gateway somente, nunca pelo banco de dados da equipe.</translation>
    </message>
</context>
<context>
    <name>dd::ShortcutsWindow</name>
    <message>
        <source>Other</source>
        <translation>Outro</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Every action of the window: menu, action and its shortcut</source>
        <translation>Todas as ações da janela: menu, ação e atalho</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atalho</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>In every dialog: Tab and Shift+Tab move between fields, Alt with the underlined letter jumps to a field, Enter confirms and Esc closes.</source>
        <translation>Em todas as caixas de diálogo: Tab e Shift+Tab passam de um campo a outro, Alt com a letra sublinhada vai para um campo, Enter confirma e Esc fecha.</translation>
    </message>
</context>
<context>
    <name>dd::StatusBadge</name>
    <message>
        <source>Open: created, not yet sent for payment</source>
        <translation>Aberto: criado, ainda não enviado para pagamento</translation>
    </message>
    <message>
        <source>Pending: waiting for the customer to pay or for a capture</source>
        <translation>Pendente: aguardando o pagamento do cliente ou uma captura</translation>
    </message>
    <message>
        <source>Confirmed: the payment was received</source>
        <translation>Confirmado: o pagamento foi recebido</translation>
    </message>
    <message>
        <source>Cancelled: the payment will not be received</source>
        <translation>Cancelado: o pagamento não será recebido</translation>
    </message>
    <message>
        <source>Unknown: the gateway sent a status DirectDesk does not know</source>
        <translation>Desconhecido: o gateway enviou um status que o DirectDesk não conhece</translation>
    </message>
    <message>
        <source>Requested: queued at the gateway; can still be cancelled</source>
        <translation>Solicitado: na fila do gateway; ainda pode ser cancelado</translation>
    </message>
    <message>
        <source>Pending: waiting for the customer&apos;s bank details; can still be cancelled</source>
        <translation>Pendente: aguardando os dados bancários do cliente; ainda pode ser cancelado</translation>
    </message>
    <message>
        <source>Confirmed: the customer received the money</source>
        <translation>Confirmado: o cliente recebeu o dinheiro</translation>
    </message>
    <message>
        <source>Cancelled: no money is returned</source>
        <translation>Cancelado: nenhum valor é devolvido</translation>
    </message>
</context>
<context>
    <name>dd::StatusPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop the background work</source>
        <translation>Interromper o trabalho em segundo plano</translation>
    </message>
    <message numerus="yes">
        <source>%Ln payment(s)</source>
        <translation>
            <numerusform>%Ln pagamento</numerusform>
            <numerusform>%Ln pagamentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected: %1</source>
        <translation>
            <numerusform>%Ln selecionado: %1</numerusform>
            <numerusform>%Ln selecionados: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Total: %1</translation>
    </message>
    <message>
        <source>Total: counting…</source>
        <translation>Total: calculando…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln payment(s), counting…</source>
        <translation>
            <numerusform>%Ln pagamento, contando…</numerusform>
            <numerusform>%Ln pagamentos, contando…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected: totals are added up for at most %1</source>
        <translation>
            <numerusform>%Ln selecionado: os totais são somados para no máximo %1</numerusform>
            <numerusform>%Ln selecionados: os totais são somados para no máximo %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>e mais %n</numerusform>
            <numerusform>e mais %n</numerusform>
        </translation>
    </message>
    <message>
        <source>No payments</source>
        <translation>Nenhum pagamento</translation>
    </message>
    <message>
        <source>—</source>
        <comment>no amount to add up</comment>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>dd::StorageChoiceDialog</name>
    <message>
        <source>&amp;This computer only</source>
        <translation>Somente &amp;este computador</translation>
    </message>
    <message>
        <source>T&amp;eam server</source>
        <translation>&amp;Servidor da equipe</translation>
    </message>
    <message>
        <source>Where DirectDesk keeps payments</source>
        <translation>Onde o DirectDesk guarda os pagamentos</translation>
    </message>
    <message>
        <source>C&amp;ontinue</source>
        <translation>C&amp;ontinuar</translation>
    </message>
    <message>
        <source>An encrypted cache on this computer, protected by your passphrase. Nothing else to set up.</source>
        <translation>Um cache criptografado neste computador, protegido pela sua senha. Nada mais a configurar.</translation>
    </message>
    <message>
        <source>The team&apos;s shared PostgreSQL database: everyone sees the same payments, live. Your administrator gives you the server, your login and a CA file. No payment is kept on this computer.</source>
        <translation>O banco de dados PostgreSQL compartilhado da equipe: todos veem os mesmos pagamentos, ao vivo. O administrador fornece o servidor, o seu login e um arquivo de CA. Nenhum pagamento fica guardado neste computador.</translation>
    </message>
</context>
<context>
    <name>dd::StoredClient</name>
    <message>
        <source>The cache holds no gateway address: set it with `directdesk-cli config`.</source>
        <translation>O cache não contém o endereço do gateway: defina-o com `directdesk-cli config`.</translation>
    </message>
    <message>
        <source>The cache holds no integration key: set it with `directdesk-cli config`.</source>
        <translation>O cache não contém a chave de integração: defina-a com `directdesk-cli config`.</translation>
    </message>
</context>
<context>
    <name>dd::SummaryModel</name>
    <message>
        <source>Currency</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Meio</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagamentos</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Estornado</translation>
    </message>
    <message>
        <source>The totals could not be read: the store did not answer.</source>
        <translation>Não foi possível ler os totais: o armazenamento não respondeu.</translation>
    </message>
</context>
<context>
    <name>dd::SyncController</name>
    <message>
        <source>Refresh &amp;all open payments</source>
        <translation>Atualizar &amp;todos os pagamentos abertos</translation>
    </message>
    <message>
        <source>Query every payment that may still change, 4 at a time, in the background</source>
        <translation>Consulta, em segundo plano e 4 por vez, todos os pagamentos que ainda podem mudar</translation>
    </message>
    <message>
        <source>&amp;Import notifications…</source>
        <translation>&amp;Importar notificações…</translation>
    </message>
    <message>
        <source>&amp;Listen for notifications</source>
        <translation>&amp;Escutar notificações</translation>
    </message>
    <message>
        <source>&amp;Refresh and notifications…</source>
        <translation>&amp;Atualização e notificações…</translation>
    </message>
    <message>
        <source>S&amp;ync</source>
        <translation>S&amp;incronizar</translation>
    </message>
    <message>
        <source>Checking actions with an unknown outcome</source>
        <translation>Verificando ações com resultado desconhecido</translation>
    </message>
    <message>
        <source>Notifications: cannot listen on %1</source>
        <translation>Notificações: não é possível escutar em %1</translation>
    </message>
    <message>
        <source>Notifications: listening on %1</source>
        <translation>Notificações: escutando em %1</translation>
    </message>
    <message>
        <source>Give the gateway http://%1/ as the notification URL.</source>
        <translation>Informe http://%1/ ao gateway como URL de notificação.</translation>
    </message>
    <message>
        <source>Notifications: off</source>
        <translation>Notificações: desligadas</translation>
    </message>
    <message>
        <source>Sync ▸ Listen for notifications turns the local listener on.</source>
        <translation>Sincronizar ▸ Escutar notificações liga o receptor local.</translation>
    </message>
    <message>
        <source>Refreshing open payments</source>
        <translation>Atualizando pagamentos abertos</translation>
    </message>
    <message>
        <source>Refreshing the selected payments</source>
        <translation>Atualizando os pagamentos selecionados</translation>
    </message>
    <message>
        <source>Querying notified payments</source>
        <translation>Consultando pagamentos notificados</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln payment(s) refreshed</source>
        <translation>
            <numerusform>%1: %Ln pagamento atualizado</numerusform>
            <numerusform>%1: %Ln pagamentos atualizados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n could not be (kept for the next refresh)</source>
        <translation>
            <numerusform>, %n não pôde ser (fica para a próxima atualização)</numerusform>
            <numerusform>, %n não puderam ser (ficam para a próxima atualização)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n action(s) with an unknown outcome settled</source>
        <translation>
            <numerusform>, %n ação com resultado desconhecido resolvida</numerusform>
            <numerusform>, %n ações com resultado desconhecido resolvidas</numerusform>
        </translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>, cancelado</translation>
    </message>
    <message>
        <source>Refresh and notifications</source>
        <translation>Atualização e notificações</translation>
    </message>
    <message>
        <source>The settings could not be stored in the cache.</source>
        <translation>Não foi possível guardar as configurações no cache.</translation>
    </message>
</context>
<context>
    <name>dd::SyncSettings</name>
    <message>
        <source>Refresh every 1 to %1 minutes, or turn the schedule off.</source>
        <translation>Atualize a cada 1 a %1 minutos ou desligue o agendamento.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IP address (for example 127.0.0.1).</source>
        <translation>&quot;%1&quot; não é um endereço IP (por exemplo 127.0.0.1).</translation>
    </message>
    <message>
        <source>Choose a port from 1 to 65535.</source>
        <translation>Escolha uma porta de 1 a 65535.</translation>
    </message>
    <message>
        <source>The stored refresh schedule &quot;%1&quot; is not 0 (off) to %2 minutes.</source>
        <translation>O agendamento de atualização guardado &quot;%1&quot; não está entre 0 (desligado) e %2 minutos.</translation>
    </message>
    <message>
        <source>Could not read the stored refresh schedule: %1</source>
        <translation>Não foi possível ler o agendamento de atualização salvo: %1</translation>
    </message>
</context>
<context>
    <name>dd::SyncSettingsDialog</name>
    <message>
        <source>&amp;Refresh open payments in the background</source>
        <translation>&amp;Atualizar pagamentos abertos em segundo plano</translation>
    </message>
    <message>
        <source>Refresh and notifications</source>
        <translation>Atualização e notificações</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Atualização</translation>
    </message>
    <message>
        <source>Every:</source>
        <translation>A cada:</translation>
    </message>
    <message>
        <source>Queries every payment that may still change (open, pending, refunds not final, actions with an unknown outcome). F5 refreshes the selection now.</source>
        <translation>Consulta todos os pagamentos que ainda podem mudar (abertos, pendentes, estornos não finais, ações com resultado desconhecido). F5 atualiza a seleção agora.</translation>
    </message>
    <message>
        <source>⚠ Other computers that can reach this address can post notifications. DirectDesk only queries the payments they name, but keep it on a trusted network.</source>
        <translation>⚠ Outros computadores que alcançam este endereço podem enviar notificações. O DirectDesk só consulta os pagamentos indicados, mas mantenha-o em uma rede confiável.</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Notificações</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>E&amp;ndereço:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <source>Receive the gateway&apos;s &amp;notifications on this computer</source>
        <translation>&amp;Receber as notificações do gateway neste computador</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Pr&amp;ocurar…</translation>
    </message>
    <message>
        <source>none: notifications are taken unsigned</source>
        <translation>nenhum: as notificações são aceitas sem assinatura</translation>
    </message>
    <message>
        <source>Gateway &amp;certificate:</source>
        <translation>&amp;Certificado do gateway:</translation>
    </message>
    <message>
        <source>Give the gateway http://ADDRESS:PORT/ as the notification URL. Every notification is answered at once and the payments it names are queried. With the gateway&apos;s certificate (PEM), a notification it did not sign is refused and counted.</source>
        <translation>Informe ao gateway http://ADDRESS:PORT/ como URL de notificação. Cada notificação é respondida na hora e os pagamentos que ela cita são consultados. Com o certificado do gateway (PEM), uma notificação que ele não assinou é recusada e contada.</translation>
    </message>
    <message>
        <source>The gateway&apos;s certificate</source>
        <translation>Certificado do gateway</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>Certificados (*.pem *.crt *.cer);;Todos os arquivos (*)</translation>
    </message>
</context>
<context>
    <name>dd::TaxDocument</name>
    <message>
        <source>This CPF or CNPJ is not valid (check digits).</source>
        <translation>Este CPF ou CNPJ não é válido (dígitos verificadores).</translation>
    </message>
    <message>
        <source>Enter a CPF (11 digits, such as 853.513.468-93) or a CNPJ (14 digits).</source>
        <translation>Informe um CPF (11 dígitos, por exemplo 853.513.468-93) ou um CNPJ (14 dígitos).</translation>
    </message>
    <message>
        <source>Enter a valid RUT: the number and its check digit (0-9 or K) after a hyphen, such as 11.111.111-1.</source>
        <translation>Informe um RUT válido: o número e o dígito verificador (0-9 ou K) após um hífen, por exemplo 11.111.111-1.</translation>
    </message>
    <message>
        <source>This NIT is not valid (check digit after the hyphen).</source>
        <translation>Este NIT não é válido (dígito verificador após o hífen).</translation>
    </message>
    <message>
        <source>Enter a cédula (5 to 10 digits) or a NIT with its check digit after a hyphen.</source>
        <translation>Informe uma cédula (de 5 a 10 dígitos) ou um NIT com o dígito verificador após um hífen.</translation>
    </message>
    <message>
        <source>Enter an RFC: 3 or 4 letters, the date as YYMMDD and 3 characters, such as GODE561231GR8.</source>
        <translation>Informe um RFC: 3 ou 4 letras, a data como AAMMDD e 3 caracteres, por exemplo GODE561231GR8.</translation>
    </message>
</context>
<context>
    <name>dd::TeamActionRelay</name>
    <message>
        <source>Sent to the team worker as request %1…</source>
        <translation>Enviado ao worker da equipe como solicitação %1…</translation>
    </message>
    <message>
        <source>Request %1 ended: %2</source>
        <translation>A solicitação %1 terminou: %2</translation>
    </message>
    <message>
        <source>Request %1 done by the team worker.</source>
        <translation>O worker da equipe concluiu a solicitação %1.</translation>
    </message>
</context>
<context>
    <name>dd::TeamApprovalsDialog</name>
    <message>
        <source>Refunds awaiting approval</source>
        <translation>Estornos aguardando aprovação</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pagamento</translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation>Solicitado por</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>Solicitado</translation>
    </message>
    <message>
        <source>&amp;Reject…</source>
        <translation>&amp;Rejeitar…</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Aprovar</translation>
    </message>
    <message>
        <source>Reject request %1</source>
        <translation>Rejeitar a solicitação %1</translation>
    </message>
    <message>
        <source>Reason (required):</source>
        <translation>Motivo (obrigatório):</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rejeitar</translation>
    </message>
    <message>
        <source>Approved request %1: the team worker sends the refund (request %2).</source>
        <translation>Solicitação %1 aprovada: o worker da equipe envia o estorno (solicitação %2).</translation>
    </message>
    <message>
        <source>Refund requests</source>
        <translation>Solicitações de estorno</translation>
    </message>
    <message>
        <source>Refund reason</source>
        <translation>Motivo do estorno</translation>
    </message>
    <message>
        <source>&amp;Approve…</source>
        <translation>&amp;Aprovar…</translation>
    </message>
    <message>
        <source>Approve request %1</source>
        <translation>Aprovar a solicitação %1</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
</context>
<context>
    <name>dd::TeamCodeLookup</name>
    <message>
        <source>Type a payment hash or a merchant payment code.</source>
        <translation>Digite um hash de pagamento ou um código de pagamento do lojista.</translation>
    </message>
    <message>
        <source>Not a payment hash or merchant payment code: %1</source>
        <translation>Não é um hash de pagamento nem um código de pagamento do lojista: %1</translation>
    </message>
    <message>
        <source>The team server did not answer: nothing was looked up.</source>
        <translation>O servidor da equipe não respondeu: nada foi consultado.</translation>
    </message>
    <message>
        <source>The code could not be queued on the team server.</source>
        <translation>Não foi possível colocar o código na fila do servidor da equipe.</translation>
    </message>
    <message>
        <source>The team&apos;s import queue is full: the code was not queued.</source>
        <translation>A fila de importação da equipe está cheia: o código não foi colocado na fila.</translation>
    </message>
    <message>
        <source>The gateway would refuse this code: it was not queued.</source>
        <translation>O gateway recusaria este código: ele não foi colocado na fila.</translation>
    </message>
</context>
<context>
    <name>dd::TeamLookupDialog</name>
    <message>
        <source>Look up a payment</source>
        <translation>Consultar um pagamento</translation>
    </message>
    <message>
        <source>A payment hash or merchant payment code. The team&apos;s payments are searched first; one the team does not have can be left to the team worker, which asks the gateway.</source>
        <translation>Um hash de pagamento ou código de pagamento do lojista. Primeiro são pesquisados os pagamentos da equipe; um que a equipe não tenha pode ficar com o worker da equipe, que consulta o gateway.</translation>
    </message>
    <message>
        <source>Payment code</source>
        <translation>Código do pagamento</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Consultar</translation>
    </message>
    <message>
        <source>&amp;Ask the team worker</source>
        <translation>&amp;Pedir ao worker da equipe</translation>
    </message>
    <message>
        <source>Looking up %1 on the team server…</source>
        <translation>Consultando %1 no servidor da equipe…</translation>
    </message>
    <message>
        <source>Found: payment %1 (%2), selected in the window.</source>
        <translation>Encontrado: pagamento %1 (%2), selecionado na janela.</translation>
    </message>
    <message>
        <source>The team does not have %1. The team worker can ask the gateway for it: the payment then appears in the window by itself.</source>
        <translation>A equipe não tem %1. O worker da equipe pode pedi-lo ao gateway: o pagamento então aparece na janela sozinho.</translation>
    </message>
    <message>
        <source>%1 is queued for the team worker: the payment appears in the window as soon as the worker has it from the gateway.</source>
        <translation>%1 está na fila do worker da equipe: o pagamento aparece na janela assim que o worker o obtiver do gateway.</translation>
    </message>
    <message>
        <source>%1 was already waiting for the team worker: the payment appears in the window as soon as the worker has it from the gateway.</source>
        <translation>%1 já aguardava o worker da equipe: o pagamento aparece na janela assim que o worker o obtiver do gateway.</translation>
    </message>
</context>
<context>
    <name>dd::TeamReconciliation</name>
    <message>
        <source>The team server stopped answering: the reconciliation ended and nothing was kept. Run it again once the server is back.</source>
        <translation>O servidor da equipe parou de responder: a conciliação terminou e nada foi guardado. Execute-a de novo quando o servidor voltar.</translation>
    </message>
    <message>
        <source>The saved mappings could not be read from the team server.</source>
        <translation>Não foi possível ler os mapeamentos salvos no servidor da equipe.</translation>
    </message>
    <message>
        <source>The team server could not be reached: the mapping was not saved.</source>
        <translation>Não foi possível contatar o servidor da equipe: o mapeamento não foi salvo.</translation>
    </message>
    <message>
        <source>The team server did not keep the mapping: %1</source>
        <translation>O servidor da equipe não guardou o mapeamento: %1</translation>
    </message>
    <message>
        <source>The team server could not be reached: nothing was read or kept.</source>
        <translation>Não foi possível contatar o servidor da equipe: nada foi lido nem guardado.</translation>
    </message>
    <message>
        <source>The run could not be kept on the team server: %1</source>
        <translation>A execução não pôde ser guardada no servidor da equipe: %1</translation>
    </message>
</context>
<context>
    <name>dd::TeamServerDialog</name>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Testar conexão</translation>
    </message>
    <message>
        <source>Sign in to the team server</source>
        <translation>Entrar no servidor da equipe</translation>
    </message>
    <message>
        <source>Team server</source>
        <translation>Servidor da equipe</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>C&amp;onectar</translation>
    </message>
    <message>
        <source>Your administrator gives you the server&apos;s address, the database, your login and the CA file that signed the server&apos;s certificate. The password is never saved.</source>
        <translation>O administrador fornece o endereço do servidor, o banco de dados, o seu login e o arquivo da CA que assinou o certificado do servidor. A senha nunca é salva.</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Banco de dados:</translation>
    </message>
    <message>
        <source>&amp;Login:</source>
        <translation>&amp;Login:</translation>
    </message>
    <message>
        <source>from PGPASSWORD or ~/.pgpass when left empty</source>
        <translation>de PGPASSWORD ou ~/.pgpass se ficar vazia</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Se&amp;nha:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>P&amp;rocurar…</translation>
    </message>
    <message>
        <source>CA &amp;file:</source>
        <translation>&amp;Arquivo da CA:</translation>
    </message>
    <message>
        <source>needed for a server that is not on this computer</source>
        <translation>necessário para um servidor que não está neste computador</translation>
    </message>
    <message>
        <source>Correct the fields marked above.</source>
        <translation>Corrija os campos marcados acima.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Conectando a %1…</translation>
    </message>
    <message>
        <source>Connected as %1, role %2. The team&apos;s tables are at version %3.</source>
        <translation>Conectado como %1, papel %2. As tabelas da equipe estão na versão %3.</translation>
    </message>
    <message>
        <source>The team server asks for your password.</source>
        <translation>O servidor da equipe pede a sua senha.</translation>
    </message>
    <message>
        <source>CA file of the team server</source>
        <translation>Arquivo da CA do servidor da equipe</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>Certificados (*.pem *.crt *.cer);;Todos os arquivos (*)</translation>
    </message>
</context>
<context>
    <name>dd::TeamWorkspace</name>
    <message>
        <source>DirectDesk — %1 (%2)</source>
        <translation>DirectDesk — %1 (%2)</translation>
    </message>
    <message>
        <source>Team server %1: connected (%2)</source>
        <translation>Servidor da equipe %1: conectado (%2)</translation>
    </message>
    <message>
        <source>Team server %1: unreachable — reconnecting…</source>
        <translation>Servidor da equipe %1: inacessível — reconectando…</translation>
    </message>
    <message>
        <source>Team server %1: %2</source>
        <translation>Servidor da equipe %1: %2</translation>
    </message>
    <message>
        <source>DirectDesk</source>
        <translation>DirectDesk</translation>
    </message>
    <message>
        <source>DirectDesk opens this computer&apos;s encrypted cache the next time it starts.</source>
        <translation>O DirectDesk abrirá o cache criptografado deste computador na próxima vez que iniciar.</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>Operadores</translation>
    </message>
    <message>
        <source>On the team server the operators are the server&apos;s logins: a Manager adds, removes and changes them with &quot;directdesk-cli team operator&quot;.</source>
        <translation>No servidor da equipe os operadores são os logins do servidor: um Gerente os adiciona, remove e altera com &quot;directdesk-cli team operator&quot;.</translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation>Aprovações</translation>
    </message>
    <message>
        <source>In team mode a Manager&apos;s login approves or rejects the refunds that wait for approval.</source>
        <translation>No modo equipe, o login de um Gerente aprova ou rejeita os estornos que aguardam aprovação.</translation>
    </message>
</context>
<context>
    <name>dd::ThresholdForm</name>
    <message>
        <source>&amp;Save threshold</source>
        <translation>&amp;Salvar limite</translation>
    </message>
    <message>
        <source>Re&amp;move threshold</source>
        <translation>&amp;Remover limite</translation>
    </message>
    <message>
        <source>Approval thresholds</source>
        <translation>Limites de aprovação</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>currency code — currency name</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>A refund by a Support operator above the threshold of its currency waits for a Manager&apos;s approval; nothing goes to the gateway until then.</source>
        <translation>Um estorno de um operador de Suporte acima do limite da moeda aguarda a aprovação de um Gerente; nada vai para o gateway até lá.</translation>
    </message>
    <message>
        <source>In force:</source>
        <translation>Em vigor:</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Moeda:</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Valor:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>threshold (currency name)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>none: every refund goes out at once</source>
        <translation>nenhum: todo estorno é enviado na hora</translation>
    </message>
    <message>
        <source>Enter an amount, or remove the threshold.</source>
        <translation>Digite um valor ou remova o limite.</translation>
    </message>
    <message>
        <source>Saved: Support refunds above %1 wait for a Manager&apos;s approval.</source>
        <translation>Salvo: estornos do Suporte acima de %1 aguardam a aprovação de um Gerente.</translation>
    </message>
    <message>
        <source>Removed: Support refunds in %1 go out without approval.</source>
        <translation>Removido: estornos do Suporte em %1 são enviados sem aprovação.</translation>
    </message>
</context>
<context>
    <name>dd::UnlockDialog</name>
    <message>
        <source>Unlock DirectDesk</source>
        <translation>Desbloquear o DirectDesk</translation>
    </message>
    <message>
        <source>&amp;Unlock</source>
        <translation>&amp;Desbloquear</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>The cache %1 is locked. Enter its passphrase.</source>
        <translation>O cache %1 está bloqueado. Informe a senha.</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Senha:</translation>
    </message>
    <message>
        <source>Unlocking…</source>
        <translation>Desbloqueando…</translation>
    </message>
</context>
<context>
    <name>dd::Vault</name>
    <message numerus="yes">
        <source>Wrong passphrase. %n attempt(s) left before unlocking is blocked for 30 minutes.</source>
        <translation>
            <numerusform>Senha incorreta. Resta %n tentativa antes de o desbloqueio ser bloqueado por 30 minutos.</numerusform>
            <numerusform>Senha incorreta. Restam %n tentativas antes de o desbloqueio ser bloqueado por 30 minutos.</numerusform>
        </translation>
    </message>
    <message>
        <source>A passphrase needs at least %1 characters, with letters and digits.</source>
        <translation>Uma senha precisa de pelo menos %1 caracteres, com letras e dígitos.</translation>
    </message>
    <message>
        <source>The file size is not a whole number of pages.</source>
        <translation>O tamanho do arquivo não é um número inteiro de páginas.</translation>
    </message>
    <message>
        <source>The file is shorter or longer than its page count.</source>
        <translation>O arquivo é mais curto ou mais longo do que a sua contagem de páginas.</translation>
    </message>
    <message>
        <source>SQLCipher is not active on this connection.</source>
        <translation>O SQLCipher não está ativo nesta conexão.</translation>
    </message>
    <message>
        <source>No cache exists at this path.</source>
        <translation>Não existe cache neste caminho.</translation>
    </message>
    <message>
        <source>The key file beside the cache (.keys) is missing; the cache cannot be opened without it.</source>
        <translation>O arquivo de chaves ao lado do cache (.keys) está faltando; sem ele o cache não pode ser aberto.</translation>
    </message>
    <message>
        <source>This is not a DirectDesk cache, or its key file belongs to another cache.</source>
        <translation>Este não é um cache do DirectDesk, ou o arquivo de chaves pertence a outro cache.</translation>
    </message>
    <message>
        <source>This file is not encrypted; DirectDesk refuses to use it as its cache.</source>
        <translation>Este arquivo não está criptografado; o DirectDesk se recusa a usá-lo como cache.</translation>
    </message>
    <message>
        <source>The cache is damaged (truncated or unreadable). It was left untouched.</source>
        <translation>O cache está danificado (truncado ou ilegível). Ele não foi alterado.</translation>
    </message>
    <message>
        <source>This cache was written by a newer version of DirectDesk. Please update DirectDesk.</source>
        <translation>Este cache foi gravado por uma versão mais nova do DirectDesk. Atualize o DirectDesk.</translation>
    </message>
    <message>
        <source>Wrong passphrase.</source>
        <translation>Senha incorreta.</translation>
    </message>
    <message>
        <source>Too many wrong passphrases. Unlocking is blocked until %1.</source>
        <translation>Senhas incorretas demais. O desbloqueio está bloqueado até %1.</translation>
    </message>
    <message>
        <source>A file already exists there; it will not be overwritten.</source>
        <translation>Já existe um arquivo nesse local; ele não será sobrescrito.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>As duas senhas são diferentes.</translation>
    </message>
    <message>
        <source>A key slot with this name exists already.</source>
        <translation>Já existe um slot de chave com este nome.</translation>
    </message>
    <message>
        <source>There is no key slot with this name.</source>
        <translation>Não existe slot de chave com este nome.</translation>
    </message>
    <message>
        <source>The last key slot cannot be removed.</source>
        <translation>O último slot de chave não pode ser removido.</translation>
    </message>
    <message>
        <source>The cache is locked.</source>
        <translation>O cache está bloqueado.</translation>
    </message>
    <message>
        <source>The cache files could not be read or written: %1</source>
        <translation>Não foi possível ler ou gravar os arquivos do cache: %1</translation>
    </message>
    <message>
        <source>The encryption library failed: %1</source>
        <translation>A biblioteca de criptografia falhou: %1</translation>
    </message>
</context>
<context>
    <name>dd::XlsxReportWriter</name>
    <message>
        <source>Cannot write in %1: %2</source>
        <translation>Não é possível gravar em %1: %2</translation>
    </message>
    <message>
        <source>Cannot create the workbook %1.</source>
        <translation>Não é possível criar a pasta de trabalho %1.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Relatório</translation>
    </message>
    <message>
        <source>More rows than a worksheet holds (%1).</source>
        <translation>Mais linhas do que cabem em uma planilha (%1).</translation>
    </message>
    <message>
        <source>Cannot write the workbook: %1</source>
        <translation>Não é possível gravar a pasta de trabalho: %1</translation>
    </message>
    <message>
        <source>Cannot rename the workbook to %1.</source>
        <translation>Não é possível renomear a pasta de trabalho para %1.</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totais</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Meio</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagamentos</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Estornado</translation>
    </message>
    <message>
        <source>Refunds </source>
        <translation>Estornos </translation>
    </message>
</context>
<context>
    <name>dd::access::AccessError</name>
    <message>
        <source>Your role does not allow you to %1.</source>
        <translation>A sua função não permite %1.</translation>
    </message>
    <message>
        <source>Your role does not allow this.</source>
        <translation>A sua função não permite isso.</translation>
    </message>
    <message>
        <source>No operator is signed in.</source>
        <translation>Nenhum operador está conectado.</translation>
    </message>
    <message>
        <source>This passphrase opens a key slot that belongs to no operator. A Manager adds operators (Tools ▸ Operators or directdesk-cli operators add).</source>
        <translation>Esta senha abre um slot de chave que não pertence a nenhum operador. Um Gerente adiciona operadores (Ferramentas ▸ Operadores ou directdesk-cli operators add).</translation>
    </message>
    <message>
        <source>Nobody may approve or reject their own request; another Manager must.</source>
        <translation>Ninguém pode aprovar ou rejeitar a própria solicitação; outro Gerente deve fazê-lo.</translation>
    </message>
    <message>
        <source>Give the reason for the rejection.</source>
        <translation>Informe o motivo da rejeição.</translation>
    </message>
    <message>
        <source>There is no request with this number.</source>
        <translation>Não existe solicitação com este número.</translation>
    </message>
    <message>
        <source>This request was decided already.</source>
        <translation>Esta solicitação já foi decidida.</translation>
    </message>
    <message>
        <source>An operator with this name exists already.</source>
        <translation>Já existe um operador com este nome.</translation>
    </message>
    <message>
        <source>There is no operator with this name.</source>
        <translation>Não existe operador com este nome.</translation>
    </message>
    <message>
        <source>The last Manager cannot be removed or given another role.</source>
        <translation>O último Gerente não pode ser removido nem receber outra função.</translation>
    </message>
    <message>
        <source>An operator&apos;s name needs 1 to 64 characters.</source>
        <translation>O nome de um operador precisa de 1 a 64 caracteres.</translation>
    </message>
    <message>
        <source>The cache could not be written: %1</source>
        <translation>Não foi possível gravar no cache: %1</translation>
    </message>
    <message>
        <source>Refund request %1 for this payment already waits for a Manager&apos;s approval. A Manager approves or rejects it (Tools ▸ Approvals) before another refund is asked for; nothing was stored or sent.</source>
        <translation>A solicitação de estorno %1 deste pagamento já aguarda a aprovação de um Gerente. Um Gerente a aprova ou rejeita (Ferramentas ▸ Aprovações) antes que outro estorno seja pedido; nada foi guardado nem enviado.</translation>
    </message>
</context>
<context>
    <name>dd::access::Names</name>
    <message>
        <source>Finance</source>
        <translation>Financeiro</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Suporte</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Gerente</translation>
    </message>
    <message>
        <source>capture a payment</source>
        <translation>capturar um pagamento</translation>
    </message>
    <message>
        <source>refund a payment</source>
        <translation>estornar um pagamento</translation>
    </message>
    <message>
        <source>cancel a refund</source>
        <translation>cancelar um estorno</translation>
    </message>
    <message>
        <source>cancel a payment</source>
        <translation>cancelar um pagamento</translation>
    </message>
    <message>
        <source>create a payment</source>
        <translation>criar um pagamento</translation>
    </message>
    <message>
        <source>look up or import payments</source>
        <translation>consultar ou importar pagamentos</translation>
    </message>
    <message>
        <source>export reports or the audit trail</source>
        <translation>exportar relatórios ou a trilha de auditoria</translation>
    </message>
    <message>
        <source>change settings</source>
        <translation>alterar as configurações</translation>
    </message>
    <message>
        <source>manage operators</source>
        <translation>gerenciar operadores</translation>
    </message>
    <message>
        <source>approve or reject refunds</source>
        <translation>aprovar ou rejeitar estornos</translation>
    </message>
</context>
<context>
    <name>dd::cli::AccessCommands</name>
    <message>
        <source>Give --name and, for add and role, --role finance|support|manager.</source>
        <translation>Informe --name e, para add e role, --role finance|support|manager.</translation>
    </message>
    <message>
        <source>	(you)</source>
        <translation>	(você)</translation>
    </message>
    <message>
        <source>No passphrase given for the new operator.</source>
        <translation>Nenhuma senha informada para o novo operador.</translation>
    </message>
    <message>
        <source>Added %1 (%2).</source>
        <translation>%1 (%2) adicionado.</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 removido.</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 agora é %2.</translation>
    </message>
    <message>
        <source>Current passphrase: </source>
        <translation>Senha atual: </translation>
    </message>
    <message>
        <source>No passphrase given.</source>
        <translation>Nenhuma senha informada.</translation>
    </message>
    <message>
        <source>Your passphrase was changed.</source>
        <translation>A sua senha foi alterada.</translation>
    </message>
    <message>
        <source>No refunds await approval.</source>
        <translation>Nenhum estorno aguarda aprovação.</translation>
    </message>
    <message>
        <source>The payment %1 is not in the cache.</source>
        <translation>O pagamento %1 não está no cache.</translation>
    </message>
    <message>
        <source>Approved, but the refund failed: %1</source>
        <translation>Aprovado, mas o estorno falhou: %1</translation>
    </message>
    <message>
        <source>Approved request %1 and sent the refund of %2 %3.</source>
        <translation>Solicitação %1 aprovada e estorno de %2 %3 enviado.</translation>
    </message>
    <message>
        <source>Give --currency as a three-letter ISO code.</source>
        <translation>Informe --currency como um código ISO de três letras.</translation>
    </message>
    <message>
        <source>The amount is not a valid amount.</source>
        <translation>O valor não é um valor válido.</translation>
    </message>
    <message>
        <source>Give the request&apos;s number with --id.</source>
        <translation>Informe o número da solicitação com --id.</translation>
    </message>
    <message>
        <source>Rejected request %1.</source>
        <translation>Solicitação %1 rejeitada.</translation>
    </message>
    <message>
        <source>Dates are YYYY-MM-DD.</source>
        <translation>As datas são AAAA-MM-DD.</translation>
    </message>
    <message>
        <source>Give the CSV file with --out.</source>
        <translation>Informe o arquivo CSV com --out.</translation>
    </message>
    <message numerus="yes">
        <source>The audit trail is intact: %n row(s) checked.</source>
        <translation>
            <numerusform>A trilha de auditoria está íntegra: %n linha verificada.</numerusform>
            <numerusform>A trilha de auditoria está íntegra: %n linhas verificadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The audit trail was tampered with.</source>
        <translation>A trilha de auditoria foi adulterada.</translation>
    </message>
    <message numerus="yes">
        <source>%n older row(s) were written before the chain existed and are not covered.</source>
        <translation>
            <numerusform>%n linha mais antiga foi gravada antes de a cadeia existir e não está coberta.</numerusform>
            <numerusform>%n linhas mais antigas foram gravadas antes de a cadeia existir e não estão cobertas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Não é possível gravar %1.</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 gravado.</translation>
    </message>
    <message>
        <source>List, add or remove operators, change roles or your passphrase</source>
        <translation>Listar, adicionar ou remover operadores, alterar funções ou a sua senha</translation>
    </message>
    <message>
        <source>Refunds awaiting a Manager&apos;s approval; approval thresholds</source>
        <translation>Estornos aguardando a aprovação de um Gerente; limites de aprovação</translation>
    </message>
    <message>
        <source>Verify, list or export the hash-chained audit trail</source>
        <translation>Verificar, listar ou exportar a trilha de auditoria encadeada por hashes</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli audit ACTION --vault PATH | --server CONNINFO [--json]
  verify                       recompute the hash chain; exit 0 when intact, 12 when not
  list [filters] [--limit N]   newest first
  export --out FILE [filters]  (Finance, Manager) CSV, oldest first
Filters: --actor NAME --action CODE --from YYYY-MM-DD --to YYYY-MM-DD (exclusive) --text TEXT</source>
        <translation>Uso: directdesk-cli audit ACTION --vault PATH | --server CONNINFO [--json]
  verify                       recalcula a cadeia de hashes; sai com 0 se estiver íntegra, 12 se não
  list [filters] [--limit N]   as entradas mais recentes primeiro
  export --out FILE [filters]  (Financeiro, Gerente) CSV, as mais antigas primeiro
Filtros: --actor NAME --action CODE --from YYYY-MM-DD --to YYYY-MM-DD (exclusivo) --text TEXT</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli operators ACTION (--vault PATH | --server CONNINFO) [--json]
  list                                 operators and their roles
  add --name NAME --role ROLE          (Manager) new operator; passphrase from
                                       DIRECTDESK_NEW_PASSPHRASE or asked twice
  remove --name NAME                   (Manager)
  role --name NAME --role ROLE         (Manager) ROLE: finance, support, manager
  passwd                               change your own passphrase
The passphrase you unlock with (DIRECTDESK_PASSPHRASE or asked) says who you are.
With --server CONNINFO the operators are logins of the team server and the login of the
connection says who you are; list, add, remove and role are `team operator`&apos;s (the operator
named with --login LOGIN, --name the name the team sees), and passwd changes your login&apos;s
password (from DIRECTDESK_NEW_PASSPHRASE or asked twice), sent only as a SCRAM-SHA-256
verifier computed on this computer.</source>
        <translation>Uso: directdesk-cli operators ACTION (--vault PATH | --server CONNINFO) [--json]
  list                                 operadores e suas funções
  add --name NAME --role ROLE          (Gerente) novo operador; senha de
                                       DIRECTDESK_NEW_PASSPHRASE ou pedida duas vezes
  remove --name NAME                   (Gerente)
  role --name NAME --role ROLE         (Gerente) ROLE: finance, support, manager
  passwd                               altera a sua própria senha
A senha com que você desbloqueia (DIRECTDESK_PASSPHRASE ou pedida) diz quem você é.
Com --server CONNINFO os operadores são logins do servidor da equipe e o login da
conexão diz quem você é; list, add, remove e role são os de `team operator` (o operador
é indicado com --login LOGIN e --name é o nome que a equipe vê), e passwd altera a senha do
seu login (de DIRECTDESK_NEW_PASSPHRASE ou pedida duas vezes), enviada somente como um
verificador SCRAM-SHA-256 calculado neste computador.</translation>
    </message>
    <message>
        <source>--login is for the team server (--server); in a vault --name names the operator.</source>
        <translation>--login é para o servidor da equipe (--server); em um cache, --name indica o operador.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli approvals ACTION (--vault PATH | --server CONNINFO) [--json]
  list [--all]                          refunds awaiting approval (--all: decided ones too)
  approve --id N                        (Manager, not the requester) approve and send the refund
  reject --id N --reason TEXT           (Manager, not the requester)
  threshold [--currency C --amount X | --currency C --clear]
                                        show or (Manager) set the amount above which a Support
                                        operator&apos;s refund waits for approval
The Manager&apos;s own passphrase (DIRECTDESK_PASSPHRASE or asked) unlocks and approves.
With --server CONNINFO the login of the connection decides (the server refuses anyone&apos;s own
request) and an approved refund goes to the team worker, which sends it:
  --wait SECONDS   (approve) how long to wait for the worker&apos;s outcome (default %1;
                   0: hand it to the worker and return)</source>
        <translation>Uso: directdesk-cli approvals ACTION (--vault PATH | --server CONNINFO) [--json]
  list [--all]                          estornos aguardando aprovação (--all: também os decididos)
  approve --id N                        (Gerente, não o solicitante) aprova e envia o estorno
  reject --id N --reason TEXT           (Gerente, não o solicitante)
  threshold [--currency C --amount X | --currency C --clear]
                                        mostra ou (Gerente) define o valor acima do qual o estorno
                                        de um operador do Suporte aguarda aprovação
A própria senha do Gerente (DIRECTDESK_PASSPHRASE ou pedida) desbloqueia e aprova.
Com --server CONNINFO quem decide é o login da conexão (o servidor não deixa ninguém decidir a
própria solicitação) e um estorno aprovado vai para o worker da equipe, que o envia:
  --wait SECONDS   (approve) quanto esperar pelo resultado do worker (padrão %1;
                   0: entregá-lo ao worker e voltar)</translation>
    </message>
    <message>
        <source>Approved request %1: the team worker sent the refund.</source>
        <translation>Solicitação %1 aprovada: o worker da equipe enviou o estorno.</translation>
    </message>
    <message>
        <source>--wait is for approve on the team server (--server).</source>
        <translation>--wait é para approve no servidor da equipe (--server).</translation>
    </message>
</context>
<context>
    <name>dd::cli::ActionCommands</name>
    <message>
        <source>An earlier action on %1 still has an unknown outcome: run `directdesk-cli sync` first.</source>
        <translation>Uma ação anterior em %1 ainda tem resultado desconhecido: execute `directdesk-cli sync` primeiro.</translation>
    </message>
    <message>
        <source>Could not read payment %1: %2 %3</source>
        <translation>Não foi possível ler o pagamento %1: %2 %3</translation>
    </message>
    <message>
        <source>Failed: %1 %2 %3</source>
        <translation>Falhou: %1 %2 %3</translation>
    </message>
    <message>
        <source>Sent, but the outcome is unknown. It is recorded and will be resolved by query (directdesk-cli sync); it is never sent again by itself.</source>
        <translation>Enviado, mas o resultado é desconhecido. Isso foi registrado e será resolvido por consulta (directdesk-cli sync); nunca é reenviado automaticamente.</translation>
    </message>
    <message>
        <source>--hash H is required.</source>
        <translation>--hash H é obrigatório.</translation>
    </message>
    <message>
        <source>Captured %1.</source>
        <translation>%1 capturado.</translation>
    </message>
    <message>
        <source>Cancelled %1.</source>
        <translation>%1 cancelado.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>--amount and --description are required.</source>
        <translation>--amount e --description são obrigatórios.</translation>
    </message>
    <message>
        <source>Refund requested on %1.</source>
        <translation>Estorno solicitado em %1.</translation>
    </message>
    <message>
        <source>Cancelled from the command line</source>
        <translation>Cancelado pela linha de comando</translation>
    </message>
    <message>
        <source>Refund cancelled.</source>
        <translation>Estorno cancelado.</translation>
    </message>
    <message>
        <source>The payment has no such refund.</source>
        <translation>O pagamento não tem esse estorno.</translation>
    </message>
    <message>
        <source>Capture a pre-authorized payment (exactly once)</source>
        <translation>Capturar um pagamento pré-autorizado (exatamente uma vez)</translation>
    </message>
    <message>
        <source>Cancel an open or pending payment</source>
        <translation>Cancelar um pagamento aberto ou pendente</translation>
    </message>
    <message>
        <source>Request a refund (exactly once)</source>
        <translation>Solicitar um estorno (exatamente uma vez)</translation>
    </message>
    <message>
        <source>Cancel a refund not yet confirmed</source>
        <translation>Cancelar um estorno ainda não confirmado</translation>
    </message>
    <message>
        <source>Refused, nothing was sent: %1</source>
        <translation>Recusado, nada foi enviado: %1</translation>
    </message>
    <message>
        <source>%1 is not an amount: %2</source>
        <translation>%1 não é um valor: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 KB: not a file of bank details.</source>
        <translation>%1 tem mais de %2 KB: não é um arquivo de dados bancários.</translation>
    </message>
    <message>
        <source>%1 is not a JSON object: %2</source>
        <translation>%1 não é um objeto JSON: %2</translation>
    </message>
    <message>
        <source>The gateway applied it, but its answer could not be stored in the cache; the payment is marked for refresh (directdesk-cli sync).</source>
        <translation>O gateway aplicou, mas a resposta não pôde ser gravada no cache; o pagamento foi marcado para atualização (directdesk-cli sync).</translation>
    </message>
    <message>
        <source>  --vault PATH   the encrypted cache (passphrase from DIRECTDESK_PASSPHRASE or a no-echo prompt)
  --json         one JSON object on standard output
Earlier actions whose outcome is unknown are resolved by query first; an action on a payment
whose earlier action is still unknown is refused (exit 8).
</source>
        <translation>  --vault PATH   o cache criptografado (senha de DIRECTDESK_PASSPHRASE ou de um prompt sem eco)
  --json         um objeto JSON na saída padrão
Ações anteriores com resultado desconhecido são resolvidas primeiro por consulta; uma ação em um pagamento
cuja ação anterior ainda é desconhecida é recusada (saída 8).
</translation>
    </message>
    <message>
        <source>--wait is for the team server (--server).</source>
        <translation>--wait é para o servidor da equipe (--server).</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli capture (--vault PATH | --server CONNINFO) --hash H [--amount A] [--json]
</source>
        <translation>Uso: directdesk-cli capture (--vault PATH | --server CONNINFO) --hash H [--amount A] [--json]
</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli cancel (--vault PATH | --server CONNINFO) --hash H [--json]
</source>
        <translation>Uso: directdesk-cli cancel (--vault PATH | --server CONNINFO) --hash H [--json]
</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli refund (--vault PATH | --server CONNINFO) --hash H --amount A --description D
                             [--merchant-refund-code C] [--bank-info FILE.json] [--json]
Give the same --merchant-refund-code when repeating a refund: the gateway refuses a duplicate.
</source>
        <translation>Uso: directdesk-cli refund (--vault PATH | --server CONNINFO) --hash H --amount A --description D
                             [--merchant-refund-code C] [--bank-info FILE.json] [--json]
Informe o mesmo --merchant-refund-code ao repetir um estorno: o gateway recusa duplicatas.
</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli cancel-refund (--vault PATH | --server CONNINFO) --hash H
                                    (--refund-id ID | --merchant-refund-code C) [--json]
</source>
        <translation>Uso: directdesk-cli cancel-refund (--vault PATH | --server CONNINFO) --hash H
                                    (--refund-id ID | --merchant-refund-code C) [--json]
</translation>
    </message>
</context>
<context>
    <name>dd::cli::ApiCommand</name>
    <message>
        <source>warning: %1: %2</source>
        <translation>aviso: %1: %2</translation>
    </message>
    <message>
        <source>error (%1%2): %3</source>
        <translation>erro (%1%2): %3</translation>
    </message>
    <message>
        <source>Reconcile with: directdesk-cli api query %1</source>
        <translation>Concilie com: directdesk-cli api query %1</translation>
    </message>
    <message>
        <source>Payment %1</source>
        <translation>Pagamento %1</translation>
    </message>
    <message>
        <source>Refund %1: %2 %3</source>
        <translation>Estorno %1: %2 %3</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli api &lt;direct|query|capture|cancel|refund|refund-cancel|ewallets&gt;
         --base-url URL --integration-key KEY [--field value ...] [--body FILE.json]
         [--json] [--timeout SECONDS] [--verbose]
Fields use the API&apos;s names, e.g. --hash, --merchant_payment_code, --amount, --card_number.
The key may also come from the environment variable DIRECTDESK_INTEGRATION_KEY.</source>
        <translation>Uso: directdesk-cli api &lt;direct|query|capture|cancel|refund|refund-cancel|ewallets&gt;
         --base-url URL --integration-key KEY [--field value ...] [--body FILE.json]
         [--json] [--timeout SECONDS] [--verbose]
Os campos usam os nomes da API, p. ex. --hash, --merchant_payment_code, --amount, --card_number.
A chave também pode vir da variável de ambiente DIRECTDESK_INTEGRATION_KEY.</translation>
    </message>
    <message>
        <source>Unknown operation: %1</source>
        <translation>Operação desconhecida: %1</translation>
    </message>
    <message>
        <source>--timeout takes a whole number of seconds.</source>
        <translation>--timeout recebe um número inteiro de segundos.</translation>
    </message>
    <message>
        <source>Give the payment&apos;s hash or merchant_payment_code.</source>
        <translation>Informe o hash ou o merchant_payment_code do pagamento.</translation>
    </message>
    <message>
        <source>Give the gateway&apos;s address with --base-url.</source>
        <translation>Informe o endereço do gateway com --base-url.</translation>
    </message>
    <message>
        <source>Give the integration key with --integration-key or DIRECTDESK_INTEGRATION_KEY.</source>
        <translation>Informe a chave de integração com --integration-key ou DIRECTDESK_INTEGRATION_KEY.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object: %2</source>
        <translation>%1 não é um objeto JSON: %2</translation>
    </message>
</context>
<context>
    <name>dd::cli::BulkRefunds</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>expected hash,amount,description[,merchant_refund_code]</source>
        <translation>esperado hash,amount,description[,merchant_refund_code]</translation>
    </message>
    <message>
        <source>%1 holds no refund (a header line, then one refund a line).</source>
        <translation>%1 não contém nenhum estorno (uma linha de cabeçalho e depois um estorno por linha).</translation>
    </message>
    <message>
        <source>not a payment hash</source>
        <translation>não é um hash de pagamento</translation>
    </message>
    <message>
        <source>merchant_refund_code used twice in the file</source>
        <translation>merchant_refund_code usado duas vezes no arquivo</translation>
    </message>
    <message>
        <source>an earlier action on this payment has an unknown outcome</source>
        <translation>uma ação anterior neste pagamento tem resultado desconhecido</translation>
    </message>
    <message>
        <source>payment could not be queried: %1</source>
        <translation>não foi possível consultar o pagamento: %1</translation>
    </message>
    <message>
        <source>--from-csv FILE is required.</source>
        <translation>--from-csv FILE é obrigatório.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Não é possível gravar %1.</translation>
    </message>
    <message>
        <source>%1 of %2 refund(s) have a problem: none was sent. See %3.</source>
        <translation>%1 de %2 estorno(s) com problema: nenhum foi enviado. Veja %3.</translation>
    </message>
    <message>
        <source>%1 of %2 refund(s) requested. See %3.</source>
        <translation>%1 de %2 estorno(s) solicitado(s). Veja %3.</translation>
    </message>
    <message>
        <source>Bulk refunds from a CSV file, all validated before any is sent</source>
        <translation>Estornos em lote a partir de um arquivo CSV, todos validados antes de qualquer envio</translation>
    </message>
    <message>
        <source>the rows for this payment add up to %1 %3, more than the %2 %3 left to refund</source>
        <translation>as linhas deste pagamento somam %1 %3, mais do que os %2 %3 que restam a estornar</translation>
    </message>
    <message>
        <source>not an amount: %1 (%2)</source>
        <translation>não é um valor: %1 (%2)</translation>
    </message>
    <message>
        <source>line longer than %1 KB: not a refund</source>
        <translation>linha com mais de %1 KB: não é um estorno</translation>
    </message>
    <message>
        <source>payment could not be queried</source>
        <translation>não foi possível consultar o pagamento</translation>
    </message>
    <message>
        <source>the file changed after it was checked</source>
        <translation>o arquivo mudou depois de verificado</translation>
    </message>
    <message>
        <source>%1 changed while it was being checked: nothing was sent.</source>
        <translation>%1 mudou enquanto era verificado: nada foi enviado.</translation>
    </message>
    <message>
        <source>the team server has no such payment (look it up first: `directdesk-cli query --server`)</source>
        <translation>o servidor da equipe não tem este pagamento (consulte-o primeiro: `directdesk-cli query --server`)</translation>
    </message>
    <message>
        <source>the refund of line %1 on this payment has not ended (one open action per payment): ask again once it has, or give a longer --wait</source>
        <translation>o estorno da linha %1 neste pagamento não terminou (uma ação aberta por pagamento): peça de novo quando terminar ou informe um --wait maior</translation>
    </message>
    <message>
        <source>above the approval threshold: waits as request %1 until a Manager approves it</source>
        <translation>acima do limite de aprovação: aguarda como solicitação %1 até que um Gerente o aprove</translation>
    </message>
    <message>
        <source>%1 of %2 refund(s) recorded for the team worker (%3 done), %4 held for a Manager&apos;s approval, %5 refused. See %6.</source>
        <translation>%1 de %2 estorno(s) registrado(s) para o worker da equipe (%3 concluído(s)), %4 aguardando a aprovação de um Gerente, %5 recusado(s). Veja %6.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli refunds (--vault PATH | --server CONNINFO) --from-csv FILE [--result FILE]
                              [--wait SECONDS] [--json]
FILE: a header line, then hash,amount,description[,merchant_refund_code] per line.
Every refund is validated (payment queried) before any is sent; one problem and none is sent (exit 3).
The result CSV (default FILE.result.csv) has one line per refund with its outcome.
With --server every row is checked against the payment as the team server holds it, then each
refund is recorded for the team worker, which sends it (result: requested, held_for_approval or
refused, and with --wait how it ended; the result CSV adds the request&apos;s number).
</source>
        <translation>Uso: directdesk-cli refunds (--vault PATH | --server CONNINFO) --from-csv FILE [--result FILE]
                              [--wait SECONDS] [--json]
FILE: uma linha de cabeçalho e depois hash,amount,description[,merchant_refund_code] por linha.
Cada estorno é validado (pagamento consultado) antes de qualquer envio; com um problema, nenhum é enviado (saída 3).
O CSV de resultado (padrão FILE.result.csv) tem uma linha por estorno com o seu resultado.
Com --server cada linha é verificada contra o pagamento como o servidor da equipe o tem; depois cada
estorno é registrado para o worker da equipe, que o envia (resultado: requested, held_for_approval ou
refused e, com --wait, como terminou; o CSV de resultado acrescenta o número da solicitação).
</translation>
    </message>
    <message>
        <source>--wait is for the team server (--server).</source>
        <translation>--wait é para o servidor da equipe (--server).</translation>
    </message>
</context>
<context>
    <name>dd::cli::CommandStore</name>
    <message>
        <source>Give either --vault PATH or --server CONNINFO, not both.</source>
        <translation>Informe --vault PATH ou --server CONNINFO, não ambos.</translation>
    </message>
    <message>
        <source>Give the store with --vault PATH (this computer&apos;s cache) or --server CONNINFO (the team server).</source>
        <translation>Informe onde estão os dados com --vault PATH (o cache deste computador) ou --server CONNINFO (o servidor da equipe).</translation>
    </message>
    <message>
        <source>  --gateway-config FILE  with --server, the gateway&apos;s key on this computer, as the team worker
                         takes it: {&quot;base_url&quot;: &quot;https://…&quot;, &quot;integration_key&quot;: &quot;…&quot;};
                         without it DIRECTDESK_INTEGRATION_KEY (and DIRECTDESK_BASE_URL). The team
                         server never holds the key.
</source>
        <translation>  --gateway-config FILE  com --server, a chave do gateway neste computador, como o worker da equipe
                         a recebe: {&quot;base_url&quot;: &quot;https://…&quot;, &quot;integration_key&quot;: &quot;…&quot;};
                         sem ela, DIRECTDESK_INTEGRATION_KEY (e DIRECTDESK_BASE_URL). O servidor
                         da equipe nunca guarda a chave.
</translation>
    </message>
    <message>
        <source>--slot is for a vault: on the team server the login signs in.</source>
        <translation>--slot é para um cache: no servidor da equipe quem entra é o login.</translation>
    </message>
</context>
<context>
    <name>dd::cli::ConfigCommand</name>
    <message>
        <source>The base address must be https:// (http:// only on a loopback address): %1</source>
        <translation>O endereço base deve ser https:// (http:// somente em endereço de loopback): %1</translation>
    </message>
    <message>
        <source>An environment name is up to 32 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;.</source>
        <translation>Um nome de ambiente tem até 32 letras minúsculas, dígitos, &apos;-&apos; ou &apos;_&apos;.</translation>
    </message>
    <message>
        <source>Integration key: </source>
        <translation>Chave de integração: </translation>
    </message>
    <message>
        <source>No integration key given.</source>
        <translation>Nenhuma chave de integração informada.</translation>
    </message>
    <message>
        <source>The integration key is empty.</source>
        <translation>A chave de integração está vazia.</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(sem valor)</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <translation>Ambiente: %1</translation>
    </message>
    <message>
        <source>Base address: %1</source>
        <translation>Endereço base: %1</translation>
    </message>
    <message>
        <source>Integration key: %1</source>
        <translation>Chave de integração: %1</translation>
    </message>
    <message>
        <source>set</source>
        <translation>definida</translation>
    </message>
    <message>
        <source>The connection could not be saved in the cache.</source>
        <translation>Não foi possível salvar a conexão no cache.</translation>
    </message>
    <message>
        <source>Saved the connection in the encrypted cache.</source>
        <translation>Conexão salva no cache criptografado.</translation>
    </message>
    <message>
        <source>The team server did not save the connection: %1</source>
        <translation>O servidor da equipe não salvou a conexão: %1</translation>
    </message>
    <message>
        <source>Saved the team&apos;s connection on the team server.</source>
        <translation>Conexão da equipe salva no servidor da equipe.</translation>
    </message>
    <message>
        <source>Integration key: held by the team worker on its own host, never by the team server</source>
        <translation>Chave de integração: guardada pelo worker da equipe na própria máquina, nunca pelo servidor da equipe</translation>
    </message>
    <message>
        <source>The team server does not keep the integration key: the team worker holds it on its own host (directdesk-cli team worker --gateway-config FILE, or DIRECTDESK_INTEGRATION_KEY in the worker&apos;s environment). Nothing was sent.</source>
        <translation>O servidor da equipe não guarda a chave de integração: o worker da equipe a tem na própria máquina (directdesk-cli team worker --gateway-config FILE, ou DIRECTDESK_INTEGRATION_KEY no ambiente do worker). Nada foi enviado.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli config (--vault PATH | --server CONNINFO) [--base-url URL]
                             [--integration-key KEY|-] [--environment NAME] [--slot NAME]
                             [--transfer-timeout-ms N]
Stores the gateway connection inside the encrypted cache; with no setting, shows it.
  --base-url URL          https://…, or http:// on a loopback address only
  --integration-key KEY   &apos;-&apos; asks for it without echo (or reads DIRECTDESK_INTEGRATION_KEY)
  --environment NAME      e.g. builtin, sandbox, production
  --transfer-timeout-ms N with --server only: how long each gateway call of the team worker
                          and of query, sync and reconcile --server may take, %1 to %2
                          (the team&apos;s gateway.transfer_timeout_ms; %3 when not set)
The passphrase comes from DIRECTDESK_PASSPHRASE or is asked without echo.
The integration key is never printed.
With --server CONNINFO: the team&apos;s settings on the team server (a Manager sets them, the
server checks). The team server holds no integration key: the team worker has it on its
own host (team worker --gateway-config FILE).</source>
        <translation>Uso: directdesk-cli config (--vault PATH | --server CONNINFO) [--base-url URL]
                             [--integration-key KEY|-] [--environment NAME] [--slot NAME]
                             [--transfer-timeout-ms N]
Guarda a conexão com o gateway dentro do cache criptografado; sem nenhuma opção, mostra-a.
  --base-url URL          https://…, ou http:// somente em endereço de loopback
  --integration-key KEY   &apos;-&apos; pede a chave sem eco (ou lê DIRECTDESK_INTEGRATION_KEY)
  --environment NAME      p. ex. builtin, sandbox, production
  --transfer-timeout-ms N somente com --server: quanto pode durar cada chamada ao gateway do
                          worker da equipe e de query, sync e reconcile --server, de %1 a %2
                          (gateway.transfer_timeout_ms da equipe; %3 quando não definido)
A senha vem de DIRECTDESK_PASSPHRASE ou é pedida sem eco.
A chave de integração nunca é exibida.
Com --server CONNINFO: as configurações da equipe no servidor da equipe (um Gerente as define e o
servidor as verifica). O servidor da equipe não guarda a chave de integração: o worker da equipe a
tem na própria máquina (team worker --gateway-config FILE).</translation>
    </message>
    <message>
        <source>--transfer-timeout-ms takes %1 to %2 milliseconds, not &quot;%3&quot;. Nothing was written.</source>
        <translation>--transfer-timeout-ms aceita de %1 a %2 milissegundos, não &quot;%3&quot;. Nada foi gravado.</translation>
    </message>
    <message>
        <source>The team server did not save the gateway limit: %1</source>
        <translation>O servidor da equipe não salvou o limite do gateway: %1</translation>
    </message>
    <message>
        <source>Saved the team&apos;s gateway limit on the team server: %1 ms. A worker that runs now takes it when it starts again.</source>
        <translation>Limite do gateway da equipe salvo no servidor da equipe: %1 ms. Um worker em execução o adota quando for iniciado de novo.</translation>
    </message>
    <message>
        <source>Gateway limit: %1 ms</source>
        <translation>Limite do gateway: %1 ms</translation>
    </message>
    <message>
        <source>--transfer-timeout-ms is the team&apos;s setting: give it with --server. Nothing was written.</source>
        <translation>--transfer-timeout-ms é uma configuração da equipe: informe-a com --server. Nada foi gravado.</translation>
    </message>
</context>
<context>
    <name>dd::cli::ListenCommand</name>
    <message>
        <source>Usage: directdesk-cli listen --vault PATH [--address IP] [--port N] [--json]
Receives the gateway&apos;s notifications (payment_status_change) over HTTP, answers 200, queues every
hash in the cache and queries it. Listens on 127.0.0.1 unless --address says otherwise; the
address and port are printed once ready. Stops on SIGINT or SIGTERM.
</source>
        <translation>Uso: directdesk-cli listen --vault PATH [--address IP] [--port N] [--json]
Recebe as notificações do gateway (payment_status_change) por HTTP, responde 200, enfileira cada
hash no cache e o consulta. Escuta em 127.0.0.1, a menos que --address diga outra coisa; o
endereço e a porta são exibidos quando estiver pronto. Para com SIGINT ou SIGTERM.
</translation>
    </message>
    <message>
        <source>--address takes an IP address and --port 0 to 65535.</source>
        <translation>--address recebe um endereço IP e --port de 0 a 65535.</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2: %3</source>
        <translation>Não é possível escutar em %1:%2: %3</translation>
    </message>
    <message>
        <source>listening on http://%1:%2</source>
        <translation>escutando em http://%1:%2</translation>
    </message>
    <message>
        <source>Receive gateway notifications over HTTP and query the payments they name</source>
        <translation>Receber notificações do gateway por HTTP e consultar os pagamentos indicados</translation>
    </message>
    <message>
        <source>The notified codes could not be queued in the cache; they are queried once.</source>
        <translation>Não foi possível enfileirar no cache os códigos notificados; eles são consultados uma única vez.</translation>
    </message>
    <message>
        <source>The import queue is full (%1 codes): %2 notified code(s) queried once but not queued for retry: %3</source>
        <translation>A fila de importação está cheia (%1 códigos): %2 código(s) notificado(s) consultado(s) uma vez, mas sem ficar na fila para nova tentativa: %3</translation>
    </message>
    <message>
        <source>%1 notified code(s) can never be queried (control characters or too long) and were dropped: %2</source>
        <translation>%1 código(s) notificado(s) nunca podem ser consultados (caracteres de controle ou longos demais) e foram descartados: %2</translation>
    </message>
    <message>
        <source>Queried %1 payment(s): %2 refreshed, %3 failed (%4 unknown to the gateway).</source>
        <translation>%1 pagamento(s) consultado(s): %2 atualizado(s), %3 com falha (%4 desconhecido(s) pelo gateway).</translation>
    </message>
    <message>
        <source>The gateway certificate&apos;s path could not be saved in the cache.</source>
        <translation>Não foi possível guardar no cache o caminho do certificado do gateway.</translation>
    </message>
    <message>
        <source>  --gateway-certificate PEM  take only notifications signed with this certificate&apos;s key (others
                             are answered 403 and counted); without it, the certificate the cache&apos;s
                             setting names, if any
  --remember-certificate     also keep the certificate&apos;s path in the cache (for the desktop app)
</source>
        <translation>  --gateway-certificate PEM  aceita somente notificações assinadas com a chave deste certificado (as demais
                             são respondidas com 403 e contadas); sem ela, o certificado indicado pela
                             configuração do cache, se houver
  --remember-certificate     também guarda o caminho do certificado no cache (para o app de desktop)
</translation>
    </message>
    <message>
        <source>--remember-certificate needs --gateway-certificate.</source>
        <translation>--remember-certificate exige --gateway-certificate.</translation>
    </message>
    <message>
        <source>Notifications must be signed by the gateway certificate %1.</source>
        <translation>As notificações devem ser assinadas pelo certificado do gateway %1.</translation>
    </message>
    <message>
        <source>listen works on a vault only. For the team, the team worker receives the gateway&apos;s notifications: directdesk-cli team worker --server CONNINFO [--address IP] [--port N] [--gateway-config FILE]. Nothing was opened.</source>
        <translation>listen só funciona com um cache. Para a equipe, o worker da equipe recebe as notificações do gateway: directdesk-cli team worker --server CONNINFO [--address IP] [--port N] [--gateway-config FILE]. Nada foi aberto.</translation>
    </message>
</context>
<context>
    <name>dd::cli::QueueCommand</name>
    <message>
        <source>retry by hand</source>
        <translation>tentar de novo manualmente</translation>
    </message>
    <message>
        <source>due</source>
        <translation>pendente agora</translation>
    </message>
    <message>
        <source>%1 waiting, %2 unknown to the gateway (at most %3 codes; %4 shown).</source>
        <translation>%1 aguardando, %2 desconhecido(s) pelo gateway (no máximo %3 códigos; %4 exibidos).</translation>
    </message>
    <message>
        <source>The queue could not be changed in the cache.</source>
        <translation>Não foi possível alterar a fila no cache.</translation>
    </message>
    <message>
        <source>%1 code(s) are due again; the next sync queries them.</source>
        <translation>%1 código(s) estão pendentes de novo; o próximo sync os consulta.</translation>
    </message>
    <message>
        <source>Give list or retry.</source>
        <translation>Informe list ou retry.</translation>
    </message>
    <message>
        <source>Give exactly one of --code and --all-unknown.</source>
        <translation>Informe exatamente um entre --code e --all-unknown.</translation>
    </message>
    <message>
        <source>List the import queue and retry codes unknown to the gateway</source>
        <translation>Listar a fila de importação e tentar de novo os códigos desconhecidos pelo gateway</translation>
    </message>
    <message>
        <source>outcome unknown  request %1  %2  %3  %4  asked by %5</source>
        <translation>resultado desconhecido  solicitação %1  %2  %3  %4  pedida por %5</translation>
    </message>
    <message>
        <source>outcome unknown  intent %1  %2  %3  %4</source>
        <translation>resultado desconhecido  operação registrada %1  %2  %3  %4</translation>
    </message>
    <message>
        <source>%1 action request(s) and %2 intent(s) with an unknown outcome: the team worker settles them by query.</source>
        <translation>%1 solicitação(ões) de ação e %2 operação(ões) registrada(s) com resultado desconhecido: o worker da equipe as resolve por consulta.</translation>
    </message>
    <message>
        <source>The queue could not be changed on the team server.</source>
        <translation>Não foi possível alterar a fila no servidor da equipe.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli queue list (--vault PATH | --server CONNINFO) [--unknown] [--json]
       directdesk-cli queue retry (--vault PATH | --server CONNINFO) (--code CODE | --all-unknown)
                                  [--json]
Codes wait in the import queue until a query answers them. A code the gateway answers &quot;not found&quot;
for is asked again after 1, 2, 4, ... minutes (at most 6 hours apart); after %1 such answers it is
unknown to the gateway: listed here, and queried again only after `queue retry`.
On the team server the queue is the team&apos;s (the team worker queries it); list also shows the
action requests and intents whose outcome is unknown, which the team worker settles by query.
  --vault PATH   the encrypted cache (passphrase from DIRECTDESK_PASSPHRASE or a no-echo prompt)
  --server CONNINFO  the team server instead (a libpq connection string); the operator is its login
  --slot NAME    the key slot to try (default: every slot)
  --json         one JSON object on standard output</source>
        <translation>Uso: directdesk-cli queue list (--vault PATH | --server CONNINFO) [--unknown] [--json]
       directdesk-cli queue retry (--vault PATH | --server CONNINFO) (--code CODE | --all-unknown)
                                  [--json]
Os códigos aguardam na fila de importação até que uma consulta os responda. Um código para o qual o
gateway responde &quot;não encontrado&quot; é consultado de novo após 1, 2, 4, ... minutos (no máximo a cada 6 horas);
depois de %1 respostas assim ele é desconhecido pelo gateway: aparece aqui e só é consultado de novo após `queue retry`.
No servidor da equipe a fila é a da equipe (o worker da equipe a consulta); list também mostra as
solicitações de ação e as operações registradas com resultado desconhecido, que o worker da equipe resolve por consulta.
  --vault PATH   o cache criptografado (senha de DIRECTDESK_PASSPHRASE ou de um prompt sem eco)
  --server CONNINFO  o servidor da equipe em vez dele (uma string de conexão da libpq); o operador é o login da conexão
  --slot NAME    o slot de chave a tentar (padrão: todos os slots)
  --json         um objeto JSON na saída padrão</translation>
    </message>
</context>
<context>
    <name>dd::cli::ReconcileCommand</name>
    <message>
        <source>--orders FILE is required.</source>
        <translation>--orders FILE é obrigatório.</translation>
    </message>
    <message>
        <source>Give exactly one of --mapping and --column.</source>
        <translation>Informe exatamente um entre --mapping e --column.</translation>
    </message>
    <message>
        <source>--column: %1</source>
        <translation>--column: %1</translation>
    </message>
    <message>
        <source>--save-mapping needs the columns (--column).</source>
        <translation>--save-mapping exige as colunas (--column).</translation>
    </message>
    <message>
        <source>The separator is , or ; or tab.</source>
        <translation>O separador é , ou ; ou tab.</translation>
    </message>
    <message>
        <source>The decimal mark is . or ,</source>
        <translation>O separador decimal é . ou ,</translation>
    </message>
    <message>
        <source>Not a date: %1</source>
        <translation>Não é uma data: %1</translation>
    </message>
    <message>
        <source>--from is after --to.</source>
        <translation>--from é posterior a --to.</translation>
    </message>
    <message>
        <source>line %1: %2 %3 %4</source>
        <translation>linha %1: %2 %3 %4</translation>
    </message>
    <message>
        <source>gateway %1: %2 %3 %4</source>
        <translation>gateway %1: %2 %3 %4</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1 linha %2: %3</translation>
    </message>
    <message>
        <source>... and %1 more line(s).</source>
        <translation>... e mais %1 linha(s).</translation>
    </message>
    <message>
        <source>%1 line(s) are not orders: nothing was queried and nothing was kept.</source>
        <translation>%1 linha(s) não são pedidos: nada foi consultado nem guardado.</translation>
    </message>
    <message>
        <source>%1 %2: %3 (%4)</source>
        <translation>%1 %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Since run %1: %2 new, %3 resolved, %4 unchanged.</source>
        <translation>Desde a execução %1: %2 nova(s), %3 resolvida(s), %4 sem alteração.</translation>
    </message>
    <message>
        <source>No period (no --from/--to and no order dates): payments without an order were not looked for.</source>
        <translation>Sem período (sem --from/--to nem datas de pedido): pagamentos sem pedido não foram procurados.</translation>
    </message>
    <message>
        <source>%1: %2 order(s), %3 matched, %4 difference(s); kept as run %5.</source>
        <translation>%1: %2 pedido(s), %3 conciliado(s), %4 diferença(s); guardado como execução %5.</translation>
    </message>
    <message>
        <source>No mapping is named %1.</source>
        <translation>Não existe mapeamento chamado %1.</translation>
    </message>
    <message>
        <source>The mapping could not be saved in the cache.</source>
        <translation>Não foi possível guardar o mapeamento no cache.</translation>
    </message>
    <message>
        <source>Your role may not query the gateway: codes the cache does not know are not verified.</source>
        <translation>A sua função não pode consultar o gateway: os códigos que o cache não conhece não são verificados.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Não é possível gravar %1: %2</translation>
    </message>
    <message>
        <source>Reconcile the shop&apos;s order file with the gateway&apos;s payments</source>
        <translation>Conciliar o arquivo de pedidos da loja com os pagamentos do gateway</translation>
    </message>
    <message>
        <source>--out: the file name ends in .csv, .xlsx or .pdf.</source>
        <translation>--out: o nome do arquivo deve terminar em .csv, .xlsx ou .pdf.</translation>
    </message>
    <message>
        <source>resolved  %1  %2</source>
        <translation>resolvida  %1  %2</translation>
    </message>
    <message>
        <source>... and %1 more resolved.</source>
        <translation>... e mais %1 resolvida(s).</translation>
    </message>
    <message>
        <source>%1: %2 order(s), %3 matched, %4 difference(s); not kept (the team server keeps no runs yet).</source>
        <translation>%1: %2 pedido(s), %3 conciliado(s), %4 diferença(s); não guardado (o servidor da equipe ainda não guarda execuções).</translation>
    </message>
    <message>
        <source>--gateway-config is for the team server (--server).</source>
        <translation>--gateway-config é para o servidor da equipe (--server).</translation>
    </message>
    <message>
        <source>%1 Codes the team server does not know are not verified.</source>
        <translation>%1 Os códigos que o servidor da equipe não conhece não são verificados.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli reconcile (--vault PATH | --server CONNINFO) --orders FILE
       (--mapping NAME | --column FIELD=HEADER ...)
       [--save-mapping NAME] [--separator , | ; | tab] [--decimal-mark . | ,] [--from YYYY-MM-DD]
       [--to YYYY-MM-DD] [--out FILE.csv|FILE.xlsx|FILE.pdf] [--json]
Matches every order of the shop&apos;s export (CSV: any of , ; tab; UTF-8 with or without BOM, else
Windows-1252; or the first sheet of an XLSX workbook) with the cached payment of its merchant payment
code; codes the cache does not know are queried from the gateway first. Lists one row per difference,
with counts and totals per kind and currency, keeps the run in the cache and says what changed since
the last run of the same file (and which differences were resolved).
  --column FIELD=HEADER  FIELD is code (required), amount, currency, status, date or refunded
  --mapping NAME         a mapping kept with --save-mapping
  --from, --to           the period (default: the file&apos;s first and last order dates); payments of the
                         period that no order names are differences
  --out FILE             the differences as CSV, XLSX or PDF (by the file name&apos;s extension)
Exit status: 0 everything matches, 13 differences found, 3 lines that are not orders (listed; nothing
was queried), 6 some codes could not be asked of the gateway (they stay queued for the next sync).
With --server the orders are matched with the team server&apos;s payments (a Finance or Manager login); codes
it does not know are asked of the gateway only with the key on this computer (--gateway-config FILE or
DIRECTDESK_INTEGRATION_KEY) and a Manager&apos;s login. The run is kept on the team server and compared with
the team&apos;s last run of the same file.
  --vault PATH   the encrypted cache (passphrase from DIRECTDESK_PASSPHRASE or a no-echo prompt)
  --server CONNINFO  the team server instead (a libpq connection string); the operator is its login
  --slot NAME    the key slot to try (default: every slot)
  --json         one JSON object on standard output
</source>
        <translation>Uso: directdesk-cli reconcile (--vault PATH | --server CONNINFO) --orders FILE
       (--mapping NAME | --column FIELD=HEADER ...)
       [--save-mapping NAME] [--separator , | ; | tab] [--decimal-mark . | ,] [--from YYYY-MM-DD]
       [--to YYYY-MM-DD] [--out FILE.csv|FILE.xlsx|FILE.pdf] [--json]
Concilia cada pedido da exportação da loja (CSV: separado por , ; ou tab; UTF-8 com ou sem BOM,
senão Windows-1252; ou a primeira planilha de uma pasta de trabalho XLSX) com o pagamento em cache do
seu código de pagamento do lojista; os códigos que o cache não conhece são consultados antes no gateway.
Lista uma linha por diferença, com contagens e totais por tipo e moeda, guarda a execução no cache e
informa o que mudou desde a última execução do mesmo arquivo (e quais diferenças foram resolvidas).
  --column FIELD=HEADER  FIELD é code (obrigatório), amount, currency, status, date ou refunded
  --mapping NAME         um mapeamento guardado com --save-mapping
  --from, --to           o período (padrão: as datas do primeiro e do último pedido do arquivo); os
                         pagamentos do período que nenhum pedido menciona são diferenças
  --out FILE             as diferenças em CSV, XLSX ou PDF (pela extensão do nome do arquivo)
Código de saída: 0 tudo confere, 13 diferenças encontradas, 3 linhas que não são pedidos (listadas;
nada foi consultado), 6 alguns códigos não puderam ser consultados no gateway (continuam na fila
para a próxima sincronização).
Com --server os pedidos são conciliados com os pagamentos do servidor da equipe (um login de Financeiro
ou de Gerente); os códigos que ele não conhece só são consultados no gateway com a chave deste computador
(--gateway-config FILE ou DIRECTDESK_INTEGRATION_KEY) e o login de um Gerente. A execução fica
guardada no servidor da equipe e é comparada com a última execução da equipe do mesmo arquivo.
  --vault PATH   o cache criptografado (senha de DIRECTDESK_PASSPHRASE ou de um prompt sem eco)
  --server CONNINFO  o servidor da equipe em vez dele (uma string de conexão da libpq); o operador é o login da conexão
  --slot NAME    o slot de chave a tentar (padrão: todos os slots)
  --json         um objeto JSON na saída padrão
</translation>
    </message>
</context>
<context>
    <name>dd::cli::SyncCommands</name>
    <message>
        <source>--schedule takes 0 (off) to %1 minutes.</source>
        <translation>--schedule recebe de 0 (desligado) a %1 minutos.</translation>
    </message>
    <message>
        <source>The schedule could not be saved in the cache.</source>
        <translation>Não foi possível salvar o agendamento no cache.</translation>
    </message>
    <message>
        <source>Background refresh is off.</source>
        <translation>A atualização em segundo plano está desligada.</translation>
    </message>
    <message>
        <source>Background refresh every %1 minute(s).</source>
        <translation>Atualização em segundo plano a cada %1 minuto(s).</translation>
    </message>
    <message>
        <source>Give exactly one of --codes and --notifications.</source>
        <translation>Informe exatamente um entre --codes e --notifications.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>The codes could not be queued in the cache.</source>
        <translation>Não foi possível enfileirar os códigos no cache.</translation>
    </message>
    <message>
        <source>Give exactly one of --hash and --merchant-code.</source>
        <translation>Informe exatamente um entre --hash e --merchant-code.</translation>
    </message>
    <message>
        <source>Query failed: %1 %2</source>
        <translation>A consulta falhou: %1 %2</translation>
    </message>
    <message>
        <source>%1  %2  %3</source>
        <translation>%1  %2  %3</translation>
    </message>
    <message>
        <source>Query every payment that is not final and update the cache</source>
        <translation>Consultar todos os pagamentos não finais e atualizar o cache</translation>
    </message>
    <message>
        <source>Queue payment codes or notifications and query them</source>
        <translation>Enfileirar códigos de pagamento ou notificações e consultá-los</translation>
    </message>
    <message>
        <source>Query one payment into the cache</source>
        <translation>Consultar um pagamento para o cache</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argumento inesperado: %1</translation>
    </message>
    <message>
        <source>--vault PATH is required.</source>
        <translation>--vault PATH é obrigatório.</translation>
    </message>
    <message numerus="yes">
        <source>Resolved %n earlier action(s) whose outcome was unknown.</source>
        <translation>
            <numerusform>%n ação anterior com resultado desconhecido foi resolvida.</numerusform>
            <numerusform>%n ações anteriores com resultado desconhecido foram resolvidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Code &quot;%1&quot; is refused: %2</source>
        <translation>O código &quot;%1&quot; foi recusado: %2</translation>
    </message>
    <message>
        <source>Queried %1 payment(s): %2 refreshed, %3 failed (%4 unknown to the gateway), %5 earlier action(s) resolved.</source>
        <translation>%1 pagamento(s) consultado(s): %2 atualizado(s), %3 com falha (%4 desconhecido(s) pelo gateway), %5 ação(ões) anterior(es) resolvida(s).</translation>
    </message>
    <message>
        <source>The import queue is full (%1 codes): %2 code(s) are queried once but not queued for retry.</source>
        <translation>A fila de importação está cheia (%1 códigos): %2 código(s) são consultados uma vez, mas não ficam na fila para nova tentativa.</translation>
    </message>
    <message>
        <source>The answer could not be stored in the cache; the payment is queued for the next sync.</source>
        <translation>Não foi possível gravar a resposta no cache; o pagamento fica na fila para o próximo sync.</translation>
    </message>
    <message>
        <source>  --vault PATH   the encrypted cache (passphrase from DIRECTDESK_PASSPHRASE or a no-echo prompt)
  --server CONNINFO  the team server instead (a libpq connection string); the operator is its login
  --slot NAME    the key slot to try (default: every slot)
  --json         one JSON object on standard output</source>
        <translation>  --vault PATH   o cache criptografado (senha de DIRECTDESK_PASSPHRASE ou de um prompt sem eco)
  --server CONNINFO  o servidor da equipe em vez dele (uma string de conexão da libpq); o operador é o login da conexão
  --slot NAME    o slot de chave a tentar (padrão: todos os slots)
  --json         um objeto JSON na saída padrão</translation>
    </message>
    <message>
        <source>--gateway-config is for the team server (--server).</source>
        <translation>--gateway-config é para o servidor da equipe (--server).</translation>
    </message>
    <message>
        <source>The schedule could not be saved on the team server.</source>
        <translation>Não foi possível salvar o agendamento no servidor da equipe.</translation>
    </message>
    <message>
        <source>The codes could not be queued on the team server.</source>
        <translation>Não foi possível enfileirar os códigos no servidor da equipe.</translation>
    </message>
    <message>
        <source>%1 code(s) queued on the team server for the team worker, %2 already waiting.</source>
        <translation>%1 código(s) enfileirado(s) no servidor da equipe para o worker da equipe, %2 já aguardando.</translation>
    </message>
    <message>
        <source>The import queue is full (%1 codes): %2 code(s) were not queued.</source>
        <translation>A fila de importação está cheia (%1 códigos): %2 código(s) não foram enfileirados.</translation>
    </message>
    <message>
        <source>The team worker queries them at its next scheduled refresh; `directdesk-cli sync --server` on a computer with the gateway&apos;s key queries them now.</source>
        <translation>O worker da equipe os consulta na próxima atualização agendada; `directdesk-cli sync --server` em um computador com a chave do gateway os consulta agora.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli import (--vault PATH | --server CONNINFO) (--codes FILE | --notifications FILE)
                             [--json]
  --codes FILE          payment hashes or merchant payment codes, one a line
  --notifications FILE  gateway notifications (payment_status_change), one a line
Every code is queued, then queried; codes that fail stay queued for the next sync.
With --server the codes are queued on the team server for the team worker, which queries them
(this computer asks the gateway nothing); a code already waiting is not queued twice.
</source>
        <translation>Uso: directdesk-cli import (--vault PATH | --server CONNINFO) (--codes FILE | --notifications FILE)
                             [--json]
  --codes FILE          hashes de pagamento ou códigos de pagamento do lojista, um por linha
  --notifications FILE  notificações do gateway (payment_status_change), uma por linha
Cada código é enfileirado e depois consultado; os que falham continuam na fila para o próximo sync.
Com --server os códigos são enfileirados no servidor da equipe para o worker da equipe, que os consulta
(este computador não consulta nada no gateway); um código que já está aguardando não é enfileirado duas vezes.
</translation>
    </message>
    <message>
        <source>The store has no payment %1: query it without --stored to ask the gateway.</source>
        <translation>O armazenamento não tem o pagamento %1: consulte-o sem --stored para perguntar ao gateway.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli query (--vault PATH | --server CONNINFO) (--hash H | --merchant-code C)
                            [--stored] [--json]
Queries one payment, writes the answer to the store and prints it. On the team server the
gateway is asked from this computer (Support or Manager login) and the answer is stored for
the whole team; without the gateway&apos;s key on this computer the query is refused (exit 2).
  --stored       print the payment as the store holds it, without asking the gateway
                 (no key needed, any role)
</source>
        <translation>Uso: directdesk-cli query (--vault PATH | --server CONNINFO) (--hash H | --merchant-code C)
                            [--stored] [--json]
Consulta um pagamento, grava a resposta no armazenamento e a exibe. No servidor da equipe o
gateway é consultado a partir deste computador (login de Suporte ou Gerente) e a resposta é
guardada para toda a equipe; sem a chave do gateway neste computador, a consulta é recusada (saída 2).
  --stored       exibe o pagamento como o armazenamento o tem, sem consultar o gateway
                 (não precisa de chave, qualquer função)
</translation>
    </message>
    <message>
        <source>--stored asks no gateway: leave out --gateway-config.</source>
        <translation>--stored não consulta o gateway: omita --gateway-config.</translation>
    </message>
    <message>
        <source>The team worker&apos;s scheduled refresh is off from now on.</source>
        <translation>A atualização agendada do worker da equipe fica desligada a partir de agora.</translation>
    </message>
    <message>
        <source>The team worker refreshes every %1 minute(s) from now on.</source>
        <translation>O worker da equipe atualiza a cada %1 minuto(s) a partir de agora.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli sync (--vault PATH | --server CONNINFO) [--all] [--json]
       directdesk-cli sync (--vault PATH | --server CONNINFO) --schedule MINUTES
Queries every payment that is not final (OP, PE, CO with a refund not final,
actions with an unknown outcome, queued imports); --all queries every stored payment.
--schedule stores how often the desktop app refreshes in the background (0 = off); on
the team server it is the team worker&apos;s schedule (a Manager&apos;s setting, followed by a
running worker at once).
On the team server the gateway is asked from this computer (Support or Manager login)
and the answers are stored for the whole team.
</source>
        <translation>Uso: directdesk-cli sync (--vault PATH | --server CONNINFO) [--all] [--json]
       directdesk-cli sync (--vault PATH | --server CONNINFO) --schedule MINUTES
Consulta todos os pagamentos que não são finais (OP, PE, CO com estorno não final,
ações com resultado desconhecido, importações na fila); --all consulta todos os pagamentos guardados.
--schedule guarda a frequência com que o aplicativo atualiza em segundo plano (0 = desligado); no
servidor da equipe é o agendamento do worker da equipe (uma configuração do Gerente, seguida na
hora por um worker em execução).
No servidor da equipe o gateway é consultado a partir deste computador (login de Suporte ou Gerente)
e as respostas são guardadas para toda a equipe.
</translation>
    </message>
</context>
<context>
    <name>dd::cli::TeamAction</name>
    <message>
        <source>  --server CONNINFO  the team server instead of --vault: the team worker sends the action
  --wait SECONDS     with --server, how long to wait for the worker&apos;s outcome (default %1;
                     0: record the request and return)</source>
        <translation>  --server CONNINFO  o servidor da equipe em vez de --vault: o worker da equipe envia a ação
  --wait SECONDS     com --server, quanto esperar pelo resultado do worker (padrão %1;
                     0: registrar a solicitação e voltar)</translation>
    </message>
    <message>
        <source>--wait takes 0 to %1 seconds.</source>
        <translation>--wait aceita de 0 a %1 segundos.</translation>
    </message>
    <message>
        <source>The team server has no payment %1: look it up first (the team worker stores what the gateway notifies).</source>
        <translation>O servidor da equipe não tem o pagamento %1: consulte-o primeiro (o worker da equipe grava o que o gateway notifica).</translation>
    </message>
    <message>
        <source>Refused, nothing was recorded: %1</source>
        <translation>Recusado, nada foi registrado: %1</translation>
    </message>
    <message>
        <source>The refund is above the approval threshold: it waits as request %1 until a Manager approves it. Nothing was sent.</source>
        <translation>O estorno está acima do limite de aprovação: ele aguarda como solicitação %1 até que um Gerente o aprove. Nada foi enviado.</translation>
    </message>
    <message>
        <source>Request %1 is queued for the team worker.</source>
        <translation>A solicitação %1 está na fila do worker da equipe.</translation>
    </message>
    <message>
        <source>Sent to the team worker as request %1…</source>
        <translation>Enviado ao worker da equipe como solicitação %1…</translation>
    </message>
    <message>
        <source>The team server could not be read: request %1 stays recorded and the team worker sends it.</source>
        <translation>Não foi possível ler o servidor da equipe: a solicitação %1 continua registrada e o worker da equipe a envia.</translation>
    </message>
    <message>
        <source>Failed: %1 %2 %3</source>
        <translation>Falhou: %1 %2 %3</translation>
    </message>
    <message>
        <source>Sent, but the outcome is unknown. The team worker settles it by query; it is never sent again by itself.</source>
        <translation>Enviado, mas o resultado é desconhecido. O worker da equipe o resolve por consulta; ele nunca é reenviado sozinho.</translation>
    </message>
    <message>
        <source>The team worker is sending request %1; its outcome is not known yet.</source>
        <translation>O worker da equipe está enviando a solicitação %1; seu resultado ainda não é conhecido.</translation>
    </message>
    <message>
        <source>No team worker is active: request %1 stays queued and is sent when one starts.</source>
        <translation>Nenhum worker da equipe está ativo: a solicitação %1 fica na fila e é enviada quando um iniciar.</translation>
    </message>
    <message>
        <source>The team worker has not taken request %1 yet: it stays queued.</source>
        <translation>O worker da equipe ainda não pegou a solicitação %1: ela fica na fila.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Recusado: %1</translation>
    </message>
    <message>
        <source>Approved request %1: the refund goes to the team worker as request %2.</source>
        <translation>Solicitação %1 aprovada: o estorno vai para o worker da equipe como solicitação %2.</translation>
    </message>
</context>
<context>
    <name>dd::cli::TeamCommand</name>
    <message>
        <source>The server has no login named &quot;%1&quot;: create it first (createuser --pwprompt %1).</source>
        <translation>O servidor não tem um login chamado &quot;%1&quot;: crie-o antes (createuser --pwprompt %1).</translation>
    </message>
    <message>
        <source>Give the team server with --server.</source>
        <translation>Informe o servidor da equipe com --server.</translation>
    </message>
    <message>
        <source>Give the first Manager&apos;s login with --manager.</source>
        <translation>Informe o login do primeiro Gerente com --manager.</translation>
    </message>
    <message>
        <source>--manager is only for init.</source>
        <translation>--manager é só para init.</translation>
    </message>
    <message>
        <source>Give a name of at most 100 printable characters.</source>
        <translation>Informe um nome de até 100 caracteres imprimíveis.</translation>
    </message>
    <message>
        <source>--name is only for init.</source>
        <translation>--name é só para init.</translation>
    </message>
    <message>
        <source>The team server&apos;s tables are at version %1, the one this DirectDesk uses.</source>
        <translation>As tabelas do servidor da equipe estão na versão %1, a que este DirectDesk usa.</translation>
    </message>
    <message>
        <source>Set up and upgrade the team server (PostgreSQL)</source>
        <translation>Configurar e atualizar o servidor da equipe (PostgreSQL)</translation>
    </message>
    <message>
        <source>Only a Manager of the team may add, remove or change operators (the server said: %1).</source>
        <translation>Só um Gerente da equipe pode adicionar, remover ou alterar operadores (o servidor disse: %1).</translation>
    </message>
    <message>
        <source>The team server refused it and changed nothing: %1</source>
        <translation>O servidor da equipe recusou e não alterou nada: %1</translation>
    </message>
    <message>
        <source>No password given for the new operator.</source>
        <translation>Nenhuma senha informada para o novo operador.</translation>
    </message>
    <message>
        <source>Give the operator&apos;s login with --login.</source>
        <translation>Informe o login do operador com --login.</translation>
    </message>
    <message>
        <source>--role is only for add and role.</source>
        <translation>--role é só para add e role.</translation>
    </message>
    <message>
        <source>Give --role finance, support or manager.</source>
        <translation>Informe --role finance, support ou manager.</translation>
    </message>
    <message>
        <source>--name is only for add.</source>
        <translation>--name é só para add.</translation>
    </message>
    <message>
        <source>Removed the operator %1 and their login.</source>
        <translation>O operador %1 e seu login foram removidos.</translation>
    </message>
    <message>
        <source>Removed the operator %1. Their login owns objects on the server, so it was kept without the right to sign in; the administrator reassigns or drops those objects (REASSIGN OWNED, DROP OWNED) and then the login.</source>
        <translation>O operador %1 foi removido. O login dele é dono de objetos no servidor, então foi mantido sem permissão para entrar; o administrador reatribui ou apaga esses objetos (REASSIGN OWNED, DROP OWNED) e depois o login.</translation>
    </message>
    <message>
        <source>Added the operator %1 as %2.</source>
        <translation>Operador %1 adicionado como %2.</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 agora é %2.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli team init --server CONNINFO --manager LOGIN [--name NAME] [--json]
       directdesk-cli team migrate --server CONNINFO [--json]
       directdesk-cli team status --server CONNINFO [--json]
       directdesk-cli team operator add|remove|role|list … (see directdesk-cli team operator --help)
       directdesk-cli team import --vault PATH --server CONNINFO [--json] (see directdesk-cli team import --help)
       directdesk-cli team worker --server CONNINFO … (see directdesk-cli team worker --help)
Sets up the team server&apos;s tables (init), upgrades them after a new DirectDesk version (migrate) or
says which version they are at (status). init and migrate run as the database&apos;s owner; operator
add|remove|role and import run as a Manager.
  --server CONNINFO  a libpq connection string or postgresql:// URI; passwords, TLS files and
                     service names come as for psql (PGPASSWORD, ~/.pgpass, PGSERVICE, sslrootcert)
  --manager LOGIN    an existing login of the server that becomes the first Manager
  --name NAME        the name the team sees for it (default: the login)
  --json             one JSON object on standard output</source>
        <translation>Uso: directdesk-cli team init --server CONNINFO --manager LOGIN [--name NAME] [--json]
       directdesk-cli team migrate --server CONNINFO [--json]
       directdesk-cli team status --server CONNINFO [--json]
       directdesk-cli team operator add|remove|role|list … (veja directdesk-cli team operator --help)
       directdesk-cli team import --vault PATH --server CONNINFO [--json] (veja directdesk-cli team import --help)
       directdesk-cli team worker --server CONNINFO … (veja directdesk-cli team worker --help)
Configura as tabelas do servidor da equipe (init), atualiza-as após uma nova versão do DirectDesk (migrate) ou
informa em que versão elas estão (status). init e migrate são executados como o dono do banco de dados; operator
add|remove|role e import são executados como Gerente.
  --server CONNINFO  uma string de conexão da libpq ou uma URI postgresql://; senhas, arquivos TLS e
                     nomes de serviço vêm como no psql (PGPASSWORD, ~/.pgpass, PGSERVICE, sslrootcert)
  --manager LOGIN    um login existente do servidor que se torna o primeiro Gerente
  --name NAME        o nome com que a equipe o vê (padrão: o login)
  --json             um objeto JSON na saída padrão</translation>
    </message>
    <message>
        <source>Give init, migrate, status, operator or import.</source>
        <translation>Informe init, migrate, status, operator ou import.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli team import --vault PATH --server CONNINFO [--slot NAME] [--json]
Copies this computer&apos;s cache into the team store: payments with their answers and refunds,
refund approvals, intents, the import queue, and the audit trail as a verifiable imported
segment, all in one transaction. Running it again adds nothing twice. Run it as a Manager:
--server signs in with the Manager&apos;s own login; the vault&apos;s passphrase comes from
DIRECTDESK_PASSPHRASE or is asked without echo.
  --json  one JSON object on standard output</source>
        <translation>Uso: directdesk-cli team import --vault PATH --server CONNINFO [--slot NAME] [--json]
Copia o cache deste computador para o banco de dados da equipe: os pagamentos com suas respostas
e estornos, as aprovações de estornos, as operações registradas, a fila de importação e
a trilha de auditoria como um segmento importado verificável, tudo em uma única transação.
Executá-lo de novo não adiciona nada duas vezes. Execute-o como Gerente: --server entra com o
login do próprio Gerente; a senha do cache vem de DIRECTDESK_PASSPHRASE ou é pedida sem eco.
  --json  um objeto JSON na saída padrão</translation>
    </message>
    <message>
        <source>Imported %1 new and %2 updated payments, %3 new and %4 updated refunds, %5 refund approvals, %6 intents and %7 queued codes. The vault&apos;s audit trail (%8 chained rows) is imported segment %9 (%10 rows new); the team&apos;s audit row %11 records the import.</source>
        <translation>Foram importados %1 pagamentos novos e %2 atualizados, %3 estornos novos e %4 atualizados, %5 aprovações de estornos, %6 operações registradas e %7 códigos na fila. A trilha de auditoria do cache (%8 linhas encadeadas) é o segmento importado %9 (%10 linhas novas); a linha de auditoria %11 da equipe registra a importação.</translation>
    </message>
    <message>
        <source>Only a Manager of the team may import a vault, and nothing was written (the server said: %1).</source>
        <translation>Só um Gerente da equipe pode importar um cache, e nada foi gravado (o servidor disse: %1).</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli team operator add --server CONNINFO --login LOGIN --role ROLE [--name NAME] [--json]
       directdesk-cli team operator remove --server CONNINFO --login LOGIN [--json]
       directdesk-cli team operator role --server CONNINFO --login LOGIN --role ROLE [--json]
       directdesk-cli team operator list --server CONNINFO [--json]
Adds an operator (a new login of the team server in the group of its role), removes one (their
open sessions end), or moves one to another role. Run it as a Manager: --server signs in with the
Manager&apos;s own login. Any operator may list the operators.
  --login LOGIN  the operator&apos;s login: lowercase letters, digits and _, starting with a letter
  --role ROLE    finance, support or manager
  --name NAME    the name the team sees (add; default: the login)
  --json         one JSON object on standard output
The new operator&apos;s password comes from DIRECTDESK_NEW_PASSPHRASE, otherwise it is asked twice
without echo (at least 12 characters, with letters and digits). It reaches the server only as a
SCRAM-SHA-256 verifier computed on this computer.</source>
        <translation>Uso: directdesk-cli team operator add --server CONNINFO --login LOGIN --role ROLE [--name NAME] [--json]
       directdesk-cli team operator remove --server CONNINFO --login LOGIN [--json]
       directdesk-cli team operator role --server CONNINFO --login LOGIN --role ROLE [--json]
       directdesk-cli team operator list --server CONNINFO [--json]
Adiciona um operador (um novo login do servidor da equipe no grupo da sua função), remove um (as
sessões abertas dele terminam) ou passa um para outra função. Execute-o como Gerente: --server entra com o
login do próprio Gerente. Qualquer operador pode listar os operadores.
  --login LOGIN  o login do operador: letras minúsculas, dígitos e _, começando por uma letra
  --role ROLE    finance, support ou manager
  --name NAME    o nome que a equipe vê (add; padrão: o login)
  --json         um objeto JSON na saída padrão
A senha do novo operador vem de DIRECTDESK_NEW_PASSPHRASE; caso contrário, é pedida duas vezes
sem eco (pelo menos 12 caracteres, com letras e dígitos). Ela só chega ao servidor como um
verificador SCRAM-SHA-256 calculado neste computador.</translation>
    </message>
    <message>
        <source>Give add, remove, role or list.</source>
        <translation>Informe add, remove, role ou list.</translation>
    </message>
    <message>
        <source>list takes no --login, --role or --name.</source>
        <translation>list não aceita --login, --role nem --name.</translation>
    </message>
    <message>
        <source>Only an operator of the team may list the operators (the server said: %1).</source>
        <translation>Só um operador da equipe pode listar os operadores (o servidor disse: %1).</translation>
    </message>
    <message>
        <source>can sign in</source>
        <translation>pode entrar</translation>
    </message>
    <message>
        <source>cannot sign in</source>
        <translation>não pode entrar</translation>
    </message>
    <message>
        <source>passwd changes the password of the login in --server: it takes no --login, --role, --name or --slot.</source>
        <translation>passwd altera a senha do login de --server: não aceita --login, --role, --name nem --slot.</translation>
    </message>
    <message>
        <source>No new password given.</source>
        <translation>Nenhuma senha nova informada.</translation>
    </message>
    <message>
        <source>The password was not changed: %1</source>
        <translation>A senha não foi alterada: %1</translation>
    </message>
    <message>
        <source>The password of %1 was changed; sign in with the new one from now on (PGPASSWORD, ~/.pgpass or the connection string).</source>
        <translation>A senha de %1 foi alterada; a partir de agora entre com a nova (PGPASSWORD, ~/.pgpass ou a string de conexão).</translation>
    </message>
</context>
<context>
    <name>dd::cli::TeamWorkerCommand</name>
    <message>
        <source>The login %1 is not in the team&apos;s Support or Manager group: the worker writes payments and the import queue, so it needs one of them.</source>
        <translation>O login %1 não está no grupo Suporte nem no grupo Gerente da equipe: o worker grava pagamentos e a fila de importação, então precisa de um deles.</translation>
    </message>
    <message>
        <source>listening on http://%1:%2</source>
        <translation>escutando em http://%1:%2</translation>
    </message>
    <message>
        <source>Queried %1 payment(s): %2 refreshed, %3 failed, %4 earlier action(s) settled.</source>
        <translation>%1 pagamento(s) consultado(s): %2 atualizado(s), %3 com falha, %4 ação(ões) anterior(es) resolvida(s).</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli team worker --server CONNINFO [--address IP] [--port N]
                                  [--gateway-config FILE] [--gateway-certificate PEM] [--json]
The team&apos;s worker: receives the gateway&apos;s notifications, refreshes the payments that are not final on
the team&apos;s schedule and settles actions whose outcome is unknown, for every desk. Only one worker is
active; another one started stands by and takes over when the active one stops. Prints standby,
active or lost at each change. Stops on SIGINT or SIGTERM.
  --server CONNINFO          the worker&apos;s login (Support or Manager group), as for psql
  --address IP, --port N     where notifications are received (default 127.0.0.1, any free port)
  --gateway-config FILE      {&quot;base_url&quot;: &quot;https://…&quot;, &quot;integration_key&quot;: &quot;…&quot;}; without it the key
                             comes from DIRECTDESK_INTEGRATION_KEY (and DIRECTDESK_BASE_URL); without
                             a base_url, the team server&apos;s gateway address
  --gateway-certificate PEM  take only notifications signed with this certificate&apos;s key; without it,
                             the certificate the team server&apos;s setting names, if any
  --json                     one JSON object a line</source>
        <translation>Uso: directdesk-cli team worker --server CONNINFO [--address IP] [--port N]
                                  [--gateway-config FILE] [--gateway-certificate PEM] [--json]
O worker da equipe: recebe as notificações do gateway, atualiza os pagamentos que não são finais conforme
o agendamento da equipe e resolve as ações com resultado desconhecido, para todas as estações. Só um worker fica
ativo; outro que for iniciado fica em espera e assume quando o ativo para. Exibe standby,
active ou lost a cada mudança. Para com SIGINT ou SIGTERM.
  --server CONNINFO          o login do worker (grupo Suporte ou Gerente), como no psql
  --address IP, --port N     onde as notificações são recebidas (padrão 127.0.0.1, qualquer porta livre)
  --gateway-config FILE      {&quot;base_url&quot;: &quot;https://…&quot;, &quot;integration_key&quot;: &quot;…&quot;}; sem ela, a chave
                             vem de DIRECTDESK_INTEGRATION_KEY (e DIRECTDESK_BASE_URL); sem
                             base_url, o endereço do gateway do servidor da equipe
  --gateway-certificate PEM  aceita somente notificações assinadas com a chave deste certificado; sem ela,
                             o certificado indicado pela configuração do servidor da equipe, se houver
  --json                     um objeto JSON por linha</translation>
    </message>
    <message>
        <source>Give the team server with --server.</source>
        <translation>Informe o servidor da equipe com --server.</translation>
    </message>
    <message>
        <source>The scheduled refresh is off.</source>
        <translation>A atualização agendada está desligada.</translation>
    </message>
    <message>
        <source>Refreshing every %1 minute(s).</source>
        <translation>Atualizando a cada %1 minuto(s).</translation>
    </message>
</context>
<context>
    <name>dd::cli::VaultCommand</name>
    <message>
        <source>Usage: directdesk-cli vault create|check|passwd --vault PATH [--slot NAME]
  create   create a new encrypted cache (and PATH.keys beside it)
  check    unlock, verify encryption and integrity, print a summary
  passwd   change the passphrase of a key slot (no re-encryption)
The passphrase comes from DIRECTDESK_PASSPHRASE (the new one for passwd from
DIRECTDESK_NEW_PASSPHRASE), otherwise it is asked without echo. A passphrase needs at
least 12 characters with letters and digits.</source>
        <translation>Uso: directdesk-cli vault create|check|passwd --vault PATH [--slot NAME]
  create   cria um novo cache criptografado (e PATH.keys ao lado dele)
  check    desbloqueia, verifica criptografia e integridade, exibe um resumo
  passwd   altera a senha de um slot de chave (sem recriptografar)
A senha vem de DIRECTDESK_PASSPHRASE (a nova, para passwd, de
DIRECTDESK_NEW_PASSPHRASE); caso contrário, é pedida sem eco. Uma senha precisa de pelo
menos 12 caracteres, com letras e dígitos.</translation>
    </message>
    <message>
        <source>New passphrase: </source>
        <translation>Nova senha: </translation>
    </message>
    <message>
        <source>Repeat the new passphrase: </source>
        <translation>Repita a nova senha: </translation>
    </message>
    <message>
        <source>No passphrase given.</source>
        <translation>Nenhuma senha informada.</translation>
    </message>
    <message>
        <source>Created the encrypted cache %1 and its key file %2.</source>
        <translation>Cache criptografado %1 e seu arquivo de chaves %2 criados.</translation>
    </message>
    <message>
        <source>The cache is encrypted (SQLCipher %1) and intact.</source>
        <translation>O cache está criptografado (SQLCipher %1) e íntegro.</translation>
    </message>
    <message>
        <source>Schema version: %1</source>
        <translation>Versão do esquema: %1</translation>
    </message>
    <message>
        <source>Payments: %1</source>
        <translation>Pagamentos: %1</translation>
    </message>
    <message>
        <source>Unresolved operations: %1</source>
        <translation>Operações não resolvidas: %1</translation>
    </message>
    <message>
        <source>Key slots: %1</source>
        <translation>Slots de chave: %1</translation>
    </message>
    <message>
        <source>Current passphrase: </source>
        <translation>Senha atual: </translation>
    </message>
    <message>
        <source>No new passphrase given.</source>
        <translation>Nenhuma senha nova informada.</translation>
    </message>
    <message>
        <source>The passphrase was changed.</source>
        <translation>A senha foi alterada.</translation>
    </message>
    <message>
        <source>Passphrase: </source>
        <translation>Senha: </translation>
    </message>
    <message>
        <source>A team server has no vault file: check its tables with directdesk-cli team status --server CONNINFO, upgrade them with team migrate, and change your login&apos;s password with operators passwd --server CONNINFO. Nothing was opened.</source>
        <translation>Um servidor da equipe não tem arquivo de cache: verifique as tabelas dele com directdesk-cli team status --server CONNINFO, atualize-as com team migrate e altere a senha do seu login com operators passwd --server CONNINFO. Nada foi aberto.</translation>
    </message>
</context>
<context>
    <name>dd::reconcile::DifferenceReport</name>
    <message>
        <source>the workbook cannot be created</source>
        <translation>não é possível criar a pasta de trabalho</translation>
    </message>
    <message>
        <source>the workbook cannot be renamed to %1</source>
        <translation>não é possível renomear a pasta de trabalho para %1</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Diferenças</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totais</translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation>Resolvidas</translation>
    </message>
    <message>
        <source>Reconciliation of %1</source>
        <translation>Conciliação de %1</translation>
    </message>
    <message>
        <source>Generated %1 (%2) by %3; kept as run %4</source>
        <translation>Gerado em %1 (%2) por %3; guardado como execução %4</translation>
    </message>
    <message>
        <source>File SHA-256: %1</source>
        <translation>SHA-256 do arquivo: %1</translation>
    </message>
    <message>
        <source>Period: %1 to %2</source>
        <translation>Período: %1 a %2</translation>
    </message>
    <message>
        <source>No period: payments without an order were not looked for.</source>
        <translation>Sem período: pagamentos sem pedido não foram procurados.</translation>
    </message>
    <message>
        <source>%1 order(s), %2 matched, %3 difference(s).</source>
        <translation>%1 pedido(s), %2 conciliado(s), %3 diferença(s).</translation>
    </message>
    <message>
        <source>Since run %1: %2 new, %3 resolved, %4 unchanged.</source>
        <translation>Desde a execução %1: %2 nova(s), %3 resolvida(s), %4 sem alteração.</translation>
    </message>
    <message>
        <source>Counts and totals per kind and currency</source>
        <translation>Contagens e totais por tipo e moeda</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Quantidade</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Merchant code</source>
        <translation>Código do lojista</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linha</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>Loja</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nova</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nova</translation>
    </message>
    <message>
        <source>The first %1 of %2 differences; export CSV or XLSX for every row.</source>
        <translation>As primeiras %1 de %2 diferenças; exporte em CSV ou XLSX para ter todas as linhas.</translation>
    </message>
    <message>
        <source>Resolved since run %1</source>
        <translation>Resolvidas desde a execução %1</translation>
    </message>
    <message>
        <source>the PDF document cannot be started</source>
        <translation>não é possível iniciar o documento PDF</translation>
    </message>
    <message>
        <source>the file name ends in .csv, .xlsx or .pdf</source>
        <translation>o nome do arquivo deve terminar em .csv, .xlsx ou .pdf</translation>
    </message>
</context>
<context>
    <name>dd::reconcile::OrderFile</name>
    <message>
        <source>line %1: a quote is opened and never closed</source>
        <translation>linha %1: uma aspa é aberta e nunca fechada</translation>
    </message>
    <message>
        <source>line %1: a field is longer than %2 KB (a quote left open?)</source>
        <translation>linha %1: um campo tem mais de %2 KB (uma aspa não fechada?)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not FIELD=HEADER with a field of code, amount, currency, status, date, refunded</source>
        <translation>&quot;%1&quot; não é FIELD=HEADER com um campo entre code, amount, currency, status, date, refunded</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no header</source>
        <translation>&quot;%1&quot; não indica nenhum cabeçalho</translation>
    </message>
    <message>
        <source>the field %1 is mapped twice</source>
        <translation>o campo %1 está mapeado duas vezes</translation>
    </message>
    <message>
        <source>the mapping has no merchant payment code column (code=HEADER)</source>
        <translation>o mapeamento não tem coluna de código de pagamento do lojista (code=HEADER)</translation>
    </message>
    <message>
        <source>A mapping name is 1 to %1 characters.</source>
        <translation>Um nome de mapeamento tem de 1 a %1 caracteres.</translation>
    </message>
    <message>
        <source>A mapping name has no control characters and no /.</source>
        <translation>Um nome de mapeamento não tem caracteres de controle nem /.</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; mixes decimal marks (&apos;.&apos; on line %2, &apos;,&apos; on line %3): give the decimal mark</source>
        <translation>a coluna &quot;%1&quot; mistura separadores decimais (&apos;.&apos; na linha %2, &apos;,&apos; na linha %3): informe o separador decimal</translation>
    </message>
    <message>
        <source>the decimal mark of the column &quot;%1&quot; cannot be told (a value like 1,234 reads either way): give the decimal mark</source>
        <translation>não é possível determinar o separador decimal da coluna &quot;%1&quot; (um valor como 1,234 pode ser lido das duas formas): informe o separador decimal</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount with &apos;%2&apos; as its decimal mark</source>
        <translation>&quot;%1&quot; não é um valor com &apos;%2&apos; como separador decimal</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>não é possível ler o arquivo: %1</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>o arquivo está vazio</translation>
    </message>
    <message>
        <source>the file has no header line</source>
        <translation>o arquivo não tem linha de cabeçalho</translation>
    </message>
    <message>
        <source>no column is headed &quot;%1&quot; (for %2); the header is: %3</source>
        <translation>nenhuma coluna tem o cabeçalho &quot;%1&quot; (para %2); o cabeçalho é: %3</translation>
    </message>
    <message>
        <source>two columns are headed &quot;%1&quot;</source>
        <translation>duas colunas têm o cabeçalho &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the file has a header but no orders</source>
        <translation>o arquivo tem cabeçalho, mas nenhum pedido</translation>
    </message>
    <message>
        <source>%1 fields where the header has %2</source>
        <translation>%1 campos onde o cabeçalho tem %2</translation>
    </message>
    <message>
        <source>no merchant payment code</source>
        <translation>sem código de pagamento do lojista</translation>
    </message>
    <message>
        <source>merchant payment code: %1</source>
        <translation>código de pagamento do lojista: %1</translation>
    </message>
    <message>
        <source>no amount</source>
        <translation>sem valor</translation>
    </message>
    <message>
        <source>currency &quot;%1&quot; is not a three-letter ISO 4217 code</source>
        <translation>a moeda &quot;%1&quot; não é um código ISO 4217 de três letras</translation>
    </message>
    <message>
        <source>no order status</source>
        <translation>sem status do pedido</translation>
    </message>
    <message>
        <source>unknown order status &quot;%1&quot;</source>
        <translation>status de pedido desconhecido &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no order date</source>
        <translation>sem data do pedido</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD or DD/MM/YYYY)</source>
        <translation>&quot;%1&quot; não é uma data (AAAA-MM-DD ou DD/MM/AAAA)</translation>
    </message>
    <message>
        <source>not a readable XLSX workbook: %1</source>
        <translation>não é uma pasta de trabalho XLSX legível: %1</translation>
    </message>
    <message>
        <source>the archive is truncated</source>
        <translation>o arquivo compactado está truncado</translation>
    </message>
    <message>
        <source>ZIP64 archives are not read; save the sheet again, or as CSV</source>
        <translation>arquivos compactados ZIP64 não são lidos; salve a planilha novamente, ou como CSV</translation>
    </message>
    <message>
        <source>archives split over several files are not read</source>
        <translation>arquivos compactados divididos em vários arquivos não são lidos</translation>
    </message>
    <message>
        <source>the archive&apos;s directory is damaged</source>
        <translation>o diretório do arquivo compactado está danificado</translation>
    </message>
    <message>
        <source>%1 in the workbook: %2</source>
        <translation>%1 na pasta de trabalho: %2</translation>
    </message>
    <message>
        <source>it is encrypted; save the workbook without a password</source>
        <translation>está criptografado; salve a pasta de trabalho sem senha</translation>
    </message>
    <message>
        <source>compression scheme %1 is not read</source>
        <translation>o esquema de compressão %1 não é lido</translation>
    </message>
    <message>
        <source>it unpacks to %1 bytes, more than the %2 allowed</source>
        <translation>ao descompactar, ocupa %1 bytes, mais do que os %2 permitidos</translation>
    </message>
    <message>
        <source>it unpacks to %1 times its size, which no sheet does</source>
        <translation>ao descompactar, ocupa %1 vezes o seu tamanho, o que nenhuma planilha faz</translation>
    </message>
    <message>
        <source>its sizes disagree</source>
        <translation>os tamanhos não conferem</translation>
    </message>
    <message>
        <source>the archive is truncated or damaged</source>
        <translation>o arquivo compactado está truncado ou danificado</translation>
    </message>
    <message>
        <source>its checksum does not match: the file is damaged</source>
        <translation>a soma de verificação não confere: o arquivo está danificado</translation>
    </message>
    <message>
        <source>it unpacks to more than the %1 bytes it declares</source>
        <translation>ao descompactar, ocupa mais do que os %1 bytes que declara</translation>
    </message>
    <message>
        <source>%1 in the workbook: line %2: %3</source>
        <translation>%1 na pasta de trabalho: linha %2: %3</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>falta %1</translation>
    </message>
    <message>
        <source>its first sheet names no part</source>
        <translation>a primeira planilha não indica nenhuma parte</translation>
    </message>
    <message>
        <source>it has no sheet</source>
        <translation>não tem nenhuma planilha</translation>
    </message>
    <message>
        <source>its first sheet (%1) is missing</source>
        <translation>falta a primeira planilha (%1)</translation>
    </message>
    <message>
        <source>row %1 of the sheet is out of order</source>
        <translation>a linha %1 da planilha está fora de ordem</translation>
    </message>
    <message>
        <source>row %1: &quot;%2&quot; is not a cell of a sheet</source>
        <translation>linha %1: &quot;%2&quot; não é uma célula de planilha</translation>
    </message>
    <message>
        <source>row %1: the shared string %2 does not exist</source>
        <translation>linha %1: a string compartilhada %2 não existe</translation>
    </message>
</context>
<context>
    <name>dd::reconcile::Reconciliation</name>
    <message>
        <source>the cache could not be read: %1</source>
        <translation>não foi possível ler o cache: %1</translation>
    </message>
    <message>
        <source>Order without payment</source>
        <translation>Pedido sem pagamento</translation>
    </message>
    <message>
        <source>Payment without order</source>
        <translation>Pagamento sem pedido</translation>
    </message>
    <message>
        <source>Amount differs</source>
        <translation>Valor diferente</translation>
    </message>
    <message>
        <source>Currency differs</source>
        <translation>Moeda diferente</translation>
    </message>
    <message>
        <source>Paid in the shop, not at the gateway</source>
        <translation>Pago na loja, não no gateway</translation>
    </message>
    <message>
        <source>Paid at the gateway, not in the shop</source>
        <translation>Pago no gateway, não na loja</translation>
    </message>
    <message>
        <source>Refunded amount differs</source>
        <translation>Valor estornado diferente</translation>
    </message>
    <message>
        <source>Duplicate order</source>
        <translation>Pedido duplicado</translation>
    </message>
    <message>
        <source>Duplicate payment</source>
        <translation>Pagamento duplicado</translation>
    </message>
    <message>
        <source>Not verified at the gateway</source>
        <translation>Não verificado no gateway</translation>
    </message>
    <message>
        <source>the unknown codes could not be queued in the cache</source>
        <translation>não foi possível enfileirar no cache os códigos desconhecidos</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>the reconciliation could not be saved in the cache: %1</source>
        <translation>não foi possível guardar a conciliação no cache: %1</translation>
    </message>
    <message>
        <source>the reconciliation was saved (run %1) but the audit trail could not record it</source>
        <translation>a conciliação foi guardada (execução %1), mas a trilha de auditoria não pôde registrá-la</translation>
    </message>
</context>
<context>
    <name>dd::server::ActionExecutor</name>
    <message>
        <source>Settled by query: the gateway carried it out.</source>
        <translation>Resolvido por consulta: o gateway a executou.</translation>
    </message>
    <message>
        <source>Settled by query: the gateway did not carry it out. Nothing was sent again; ask again to send it.</source>
        <translation>Resolvido por consulta: o gateway não a executou. Nada foi reenviado; solicite de novo para enviá-la.</translation>
    </message>
    <message>
        <source>The team store has no payment %1.</source>
        <translation>O armazenamento da equipe não tem o pagamento %1.</translation>
    </message>
    <message>
        <source>This action is not one a desk may ask the team worker for.</source>
        <translation>Uma estação não pode pedir esta ação ao worker da equipe.</translation>
    </message>
    <message>
        <source>Could not record how request %1 ended: %2</source>
        <translation>Não foi possível registrar como a solicitação %1 terminou: %2</translation>
    </message>
    <message>
        <source>Refund request %1 is not approved, or was sent already.</source>
        <translation>A solicitação de estorno %1 não está aprovada ou já foi enviada.</translation>
    </message>
    <message>
        <source>The refund is above the approval threshold: a Manager approves it first.</source>
        <translation>O estorno está acima do limite de aprovação: um Gerente o aprova primeiro.</translation>
    </message>
</context>
<context>
    <name>dd::server::ActionRequest</name>
    <message>
        <source>This action is not one a desk may ask the team worker for.</source>
        <translation>Uma estação não pode pedir esta ação ao worker da equipe.</translation>
    </message>
    <message>
        <source>%1 is already capturing this payment (request %2).</source>
        <translation>%1 já está capturando este pagamento (solicitação %2).</translation>
    </message>
    <message>
        <source>%1 is already refunding this payment (request %2).</source>
        <translation>%1 já está estornando este pagamento (solicitação %2).</translation>
    </message>
    <message>
        <source>%1 is already cancelling a refund of this payment (request %2).</source>
        <translation>%1 já está cancelando um estorno deste pagamento (solicitação %2).</translation>
    </message>
    <message>
        <source>%1 is already cancelling this payment (request %2).</source>
        <translation>%1 já está cancelando este pagamento (solicitação %2).</translation>
    </message>
    <message>
        <source>Another action on this payment is open on the team server.</source>
        <translation>Há outra ação aberta sobre este pagamento no servidor da equipe.</translation>
    </message>
    <message>
        <source>%1 already created the payment with merchant code %2 (request %3).</source>
        <translation>%1 já criou o pagamento com o código do lojista %2 (pedido %3).</translation>
    </message>
    <message>
        <source>%1 is already creating the payment with merchant code %2 (request %3).</source>
        <translation>%1 já está criando o pagamento com o código do lojista %2 (pedido %3).</translation>
    </message>
    <message>
        <source>The payment holds what reads as card data; card data never goes through the team server. Nothing was recorded.</source>
        <translation>O pagamento contém algo que parece dados de cartão; dados de cartão nunca passam pelo servidor da equipe. Nada foi registrado.</translation>
    </message>
    <message>
        <source>Another desk&apos;s payment with this merchant code is on the team server.</source>
        <translation>O pagamento de outra estação com este código do lojista está no servidor da equipe.</translation>
    </message>
</context>
<context>
    <name>dd::server::ImportedSegments</name>
    <message>
        <source>Imported segment %1 (from the vault %2): %3</source>
        <translation>Segmento importado %1 (do cache %2): %3</translation>
    </message>
</context>
<context>
    <name>dd::server::PgStoreSession</name>
    <message>
        <source>The team server does not keep the integration key in plaintext: it cannot be stored here.</source>
        <translation>O servidor da equipe não guarda a chave de integração em texto puro: ela não pode ser armazenada aqui.</translation>
    </message>
    <message>
        <source>On the team server, operators are the server&apos;s logins: a Manager changes them with &quot;directdesk-cli team operator&quot;.</source>
        <translation>No servidor da equipe, os operadores são os logins do servidor: um Gerente os altera com &quot;directdesk-cli team operator&quot;.</translation>
    </message>
    <message>
        <source>The team server refused this for your login (%1): ask a Manager for a role that may do it.</source>
        <translation>O servidor da equipe recusou isto para o seu login (%1): peça a um Gerente uma função que possa fazê-lo.</translation>
    </message>
    <message>
        <source>The team server failed: %1</source>
        <translation>O servidor da equipe falhou: %1</translation>
    </message>
    <message>
        <source>The login %1 is not an operator of the team: a Manager adds it with &quot;directdesk-cli team operator add&quot;.</source>
        <translation>O login %1 não é um operador da equipe: um Gerente o adiciona com &quot;directdesk-cli team operator add&quot;.</translation>
    </message>
</context>
<context>
    <name>dd::server::TeamActionDesk</name>
    <message>
        <source>Nobody is signed in.</source>
        <translation>Ninguém está conectado.</translation>
    </message>
</context>
<context>
    <name>dd::server::TeamOperators</name>
    <message>
        <source>&quot;%1&quot; cannot be an operator&apos;s login: use 1 to 63 lowercase letters, digits and _, starting with a letter, and not beginning with pg_ or directdesk_.</source>
        <translation>“%1” não pode ser o login de um operador: use de 1 a 63 letras minúsculas, dígitos e _, começando por uma letra e sem começar por pg_ nem directdesk_.</translation>
    </message>
    <message>
        <source>Give a name of at most 100 printable characters.</source>
        <translation>Informe um nome de no máximo 100 caracteres imprimíveis.</translation>
    </message>
    <message>
        <source>Cannot compute the password&apos;s SCRAM-SHA-256 verifier.</source>
        <translation>Não foi possível calcular o verificador SCRAM-SHA-256 da senha.</translation>
    </message>
</context>
<context>
    <name>dd::server::TeamSchema</name>
    <message>
        <source>The team server has no DirectDesk tables yet: the administrator runs &quot;directdesk-cli team init&quot; first.</source>
        <translation>O servidor da equipe ainda não tem tabelas do DirectDesk: o administrador executa antes &quot;directdesk-cli team init&quot;.</translation>
    </message>
    <message>
        <source>The team server&apos;s tables are at version %1 and this DirectDesk needs %2: the administrator runs &quot;directdesk-cli team migrate&quot;.</source>
        <translation>As tabelas do servidor da equipe estão na versão %1 e este DirectDesk precisa da %2: o administrador executa &quot;directdesk-cli team migrate&quot;.</translation>
    </message>
    <message>
        <source>The team server&apos;s tables are at version %1, newer than this DirectDesk understands (%2): install the DirectDesk version the team uses.</source>
        <translation>As tabelas do servidor da equipe estão na versão %1, mais nova do que este DirectDesk entende (%2): instale a versão do DirectDesk que a equipe usa.</translation>
    </message>
    <message>
        <source>The database has a schema named &quot;directdesk&quot; that DirectDesk did not create: choose another database.</source>
        <translation>O banco de dados tem um esquema chamado &quot;directdesk&quot; que o DirectDesk não criou: escolha outro banco de dados.</translation>
    </message>
</context>
<context>
    <name>dd::server::TeamServerFields</name>
    <message>
        <source>Enter the team server&apos;s host name or address.</source>
        <translation>Informe o nome ou o endereço do servidor da equipe.</translation>
    </message>
    <message>
        <source>The host is one name or address, without spaces or commas.</source>
        <translation>O servidor é um único nome ou endereço, sem espaços nem vírgulas.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s port (%1 unless the administrator gave another).</source>
        <translation>Informe a porta do servidor (%1, a menos que o administrador tenha fornecido outra).</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535.</source>
        <translation>A porta é um número de 1 a 65535.</translation>
    </message>
    <message>
        <source>The CA file %1 cannot be read: choose the file the administrator gave you.</source>
        <translation>Não foi possível ler o arquivo da CA %1: escolha o arquivo que o administrador forneceu.</translation>
    </message>
    <message>
        <source>Enter the name of the team&apos;s database.</source>
        <translation>Informe o nome do banco de dados da equipe.</translation>
    </message>
    <message>
        <source>Enter your login on the team server.</source>
        <translation>Informe o seu login no servidor da equipe.</translation>
    </message>
</context>
<context>
    <name>dd::server::TeamWorker</name>
    <message>
        <source>Cannot listen on %1:%2: %3</source>
        <translation>Não é possível escutar em %1:%2: %3</translation>
    </message>
</context>
<context>
    <name>dd::server::VaultImport</name>
    <message>
        <source>intent %1 could not be read</source>
        <translation>não foi possível ler a operação registrada %1</translation>
    </message>
    <message>
        <source>audit row %1 could not be read</source>
        <translation>não foi possível ler a linha de auditoria %1</translation>
    </message>
    <message>
        <source>the audit trail could not be read</source>
        <translation>não foi possível ler a trilha de auditoria</translation>
    </message>
    <message>
        <source>The import failed while %1, and nothing was written: %2</source>
        <translation>A importação falhou ao %1 e nada foi gravado: %2</translation>
    </message>
    <message>
        <source>The vault&apos;s audit trail does not verify, so nothing was imported: %1</source>
        <translation>A trilha de auditoria do cache não passa na verificação, então nada foi importado: %1</translation>
    </message>
    <message>
        <source>The vault has no store id: open it once with this DirectDesk version.</source>
        <translation>O cache não tem identificador de armazenamento: abra-o uma vez com esta versão do DirectDesk.</translation>
    </message>
    <message>
        <source>copying the payments</source>
        <translation>copiar os pagamentos</translation>
    </message>
    <message>
        <source>copying the refunds</source>
        <translation>copiar os estornos</translation>
    </message>
    <message>
        <source>copying the refund approvals</source>
        <translation>copiar as aprovações de estornos</translation>
    </message>
    <message>
        <source>copying the intents</source>
        <translation>copiar as operações registradas</translation>
    </message>
    <message>
        <source>copying the import queue</source>
        <translation>copiar a fila de importação</translation>
    </message>
    <message>
        <source>copying the audit trail</source>
        <translation>copiar a trilha de auditoria</translation>
    </message>
    <message>
        <source>starting the import</source>
        <translation>iniciar a importação</translation>
    </message>
    <message>
        <source>comparing the payments with the team&apos;s</source>
        <translation>comparar os pagamentos com os da equipe</translation>
    </message>
    <message>
        <source>comparing the refunds with the team&apos;s</source>
        <translation>comparar os estornos com os da equipe</translation>
    </message>
    <message>
        <source>writing into the team store</source>
        <translation>gravar no banco de dados da equipe</translation>
    </message>
    <message>
        <source>committing</source>
        <translation>confirmar a transação</translation>
    </message>
</context>
<context>
    <name>dd::server::WorkerGateway</name>
    <message>
        <source>Cannot read the gateway configuration %1: %2</source>
        <translation>Não é possível ler a configuração do gateway %1: %2</translation>
    </message>
    <message>
        <source>The gateway configuration %1 is not a JSON object such as {&quot;base_url&quot;: &quot;https://…&quot;, &quot;integration_key&quot;: &quot;…&quot;}.</source>
        <translation>A configuração do gateway %1 não é um objeto JSON como {&quot;base_url&quot;: &quot;https://…&quot;, &quot;integration_key&quot;: &quot;…&quot;}.</translation>
    </message>
    <message>
        <source>The gateway configuration %1 has no &quot;integration_key&quot;.</source>
        <translation>A configuração do gateway %1 não tem &quot;integration_key&quot;.</translation>
    </message>
    <message>
        <source>No gateway address: give &quot;base_url&quot; in the gateway configuration or set %1, or store the address in the team server&apos;s settings.</source>
        <translation>Sem endereço do gateway: informe &quot;base_url&quot; na configuração do gateway ou defina %1, ou guarde o endereço nas configurações do servidor da equipe.</translation>
    </message>
    <message>
        <source>No integration key on this computer: give --gateway-config FILE or set %1 (the team server never holds the key).</source>
        <translation>Nenhuma chave de integração neste computador: informe --gateway-config FILE ou defina %1 (o servidor da equipe nunca guarda a chave).</translation>
    </message>
    <message>
        <source>The team server&apos;s setting %1 &quot;%2&quot; is not %3 to %4 milliseconds.</source>
        <translation>A configuração %1 do servidor da equipe &quot;%2&quot; não está entre %3 e %4 milissegundos.</translation>
    </message>
    <message>
        <source>Could not read the team server&apos;s setting %1: %2</source>
        <translation>Não foi possível ler a configuração %1 do servidor da equipe: %2</translation>
    </message>
</context>
<context>
    <name>directdesk-cli</name>
    <message>
        <source>Usage: directdesk-cli &lt;command&gt; [options]</source>
        <translation>Uso: directdesk-cli &lt;comando&gt; [opções]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Comandos:</translation>
    </message>
    <message>
        <source>Run `directdesk-cli &lt;command&gt; --help` for the options of one command.</source>
        <translation>Execute `directdesk-cli &lt;comando&gt; --help` para ver as opções de um comando.</translation>
    </message>
    <message>
        <source>Unknown command: %1</source>
        <translation>Comando desconhecido: %1</translation>
    </message>
    <message>
        <source>Send one Direct API request (direct, query, capture, cancel, refund, refund-cancel, ewallets)</source>
        <translation>Enviar uma solicitação da Direct API (direct, query, capture, cancel, refund, refund-cancel, ewallets)</translation>
    </message>
    <message>
        <source>Language: --lang LANG (en, pt_BR, es) before or after the command; by default LC_ALL, LC_MESSAGES or LANG.</source>
        <translation>Idioma: --lang LANG (en, pt_BR, es) antes ou depois do comando; por padrão LC_ALL, LC_MESSAGES ou LANG.</translation>
    </message>
    <message>
        <source>--lang needs a language: en, pt_BR or es.</source>
        <translation>--lang precisa de um idioma: en, pt_BR ou es.</translation>
    </message>
    <message>
        <source>Export payments or refunds from the cache to CSV, XLSX or PDF</source>
        <translation>Exportar pagamentos ou estornos do cache para CSV, XLSX ou PDF</translation>
    </message>
    <message>
        <source>Create, check or change the passphrase of the encrypted cache</source>
        <translation>Criar, verificar ou alterar a senha do cache criptografado</translation>
    </message>
    <message>
        <source>Warning: the key file&apos;s failed-unlock counter was reset by hand since the last unlock (recorded in the audit trail).</source>
        <translation>Aviso: o contador de desbloqueios com falha do arquivo de chaves foi zerado manualmente desde o último desbloqueio (registrado na trilha de auditoria).</translation>
    </message>
    <message>
        <source>Set or show the gateway connection: in the encrypted cache (--vault) or on the team server (--server)</source>
        <translation>Define ou mostra a conexão com o gateway: no cache criptografado (--vault) ou no servidor da equipe (--server)</translation>
    </message>
</context>
<context>
    <name>directdesk_cli_export</name>
    <message>
        <source>Unknown status: %1 (use OP, PE, CO or CA)</source>
        <translation>Status desconhecido: %1 (use OP, PE, CO ou CA)</translation>
    </message>
    <message>
        <source>Unknown format: %1 (use csv, xlsx or pdf)</source>
        <translation>Formato desconhecido: %1 (use csv, xlsx ou pdf)</translation>
    </message>
    <message>
        <source>Unknown --what: %1 (use payments, refunds or both)</source>
        <translation>--what desconhecido: %1 (use payments, refunds ou both)</translation>
    </message>
    <message>
        <source>A currency is three letters: %1</source>
        <translation>Uma moeda tem três letras: %1</translation>
    </message>
    <message>
        <source>Unknown --date-field: %1 (use open or confirm)</source>
        <translation>--date-field desconhecido: %1 (use open ou confirm)</translation>
    </message>
    <message>
        <source>The separator is , or ;</source>
        <translation>O separador é , ou ;</translation>
    </message>
    <message>
        <source>The decimal mark is . or ,</source>
        <translation>O separador decimal é . ou ,</translation>
    </message>
    <message>
        <source>Unknown option: %1</source>
        <translation>Opção desconhecida: %1</translation>
    </message>
    <message>
        <source>Unknown time zone: %1</source>
        <translation>Fuso horário desconhecido: %1</translation>
    </message>
    <message>
        <source>Not a date: %1 (use YYYY-MM-DD)</source>
        <translation>Não é uma data: %1 (use AAAA-MM-DD)</translation>
    </message>
    <message>
        <source>--to is before --from.</source>
        <translation>--to é anterior a --from.</translation>
    </message>
    <message>
        <source>--columns names no column.</source>
        <translation>--columns não indica nenhuma coluna.</translation>
    </message>
    <message>
        <source>Unknown column: %1</source>
        <translation>Coluna desconhecida: %1</translation>
    </message>
    <message>
        <source>The report was not written: %1</source>
        <translation>O relatório não foi gravado: %1</translation>
    </message>
    <message>
        <source>--vault and --out are required.</source>
        <translation>--vault e --out são obrigatórios.</translation>
    </message>
    <message>
        <source>--format is required.</source>
        <translation>--format é obrigatório.</translation>
    </message>
    <message>
        <source>--pdf-payments needs --format pdf and --what payments.</source>
        <translation>--pdf-payments exige --format pdf e --what payments.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli export --vault PATH | --server CONNINFO --format csv|xlsx|pdf --out FILE [options]
  --server CONNINFO              the team server instead of a vault (a libpq connection string
                                 or postgresql:// URI); the operator is the server&apos;s login
  --what payments|refunds|both   what to export (default payments)
  --from DATE, --to DATE         open date range, YYYY-MM-DD (both days included) or ISO date-time
  --date-field open|confirm      which date --from/--to apply to (default open)
  --status CODES                 OP,PE,CO,CA (comma separated)
  --method CODES                 payment_type_code values, e.g. visa,boleto
  --country CODES                two-letter countries, e.g. br,mx
  --currency CODE                ISO 4217 currency, e.g. BRL
  --columns NAMES                e.g. hash,status,amount_ext,currency_ext
  --tz ZONE                      time zone of date columns (IANA id, default UTC)
  --separator , | ;              CSV field separator (default ,)
  --decimal-mark . | ,           CSV decimal mark (default .)
  --bom                          start the CSV with a UTF-8 byte order mark
  --pdf-payments                 with --format pdf --what payments: a table of the payments
                                 (the first 5000) after the summary
  --operator NAME                kept for old scripts: the receipt names the operator
                                 signed in with the passphrase
  --slot NAME                    key slot to unlock (default: every slot)
The passphrase comes from DIRECTDESK_PASSPHRASE, otherwise it is asked without echo.
Exit status: 0 written, 2 bad command line, 9 cache not opened, 10 file not written.</source>
        <translation>Uso: directdesk-cli export --vault PATH | --server CONNINFO --format csv|xlsx|pdf --out FILE [options]
  --server CONNINFO              o servidor da equipe em vez do cache criptografado (uma string de
                                 conexão da libpq ou uma URI postgresql://); o operador é o login do servidor
  --what payments|refunds|both   o que exportar (padrão: payments)
  --from DATE, --to DATE         intervalo da data de abertura, YYYY-MM-DD (os dois dias incluídos) ou data e hora ISO
  --date-field open|confirm      a qual data --from/--to se aplicam (padrão: open)
  --status CODES                 OP,PE,CO,CA (separados por vírgula)
  --method CODES                 valores de payment_type_code, ex.: visa,boleto
  --country CODES                países de duas letras, ex.: br,mx
  --currency CODE                moeda ISO 4217, ex.: BRL
  --columns NAMES                ex.: hash,status,amount_ext,currency_ext
  --tz ZONE                      fuso horário das colunas de data (id IANA, padrão: UTC)
  --separator , | ;              separador de campos do CSV (padrão: ,)
  --decimal-mark . | ,           separador decimal do CSV (padrão: .)
  --bom                          inicia o CSV com uma marca de ordem de bytes UTF-8
  --pdf-payments                 com --format pdf --what payments: uma tabela dos pagamentos
                                 (os primeiros 5000) depois do resumo
  --operator NAME                mantido para scripts antigos: o comprovante indica o operador
                                 que entrou com a senha
  --slot NAME                    slot de chave a desbloquear (padrão: todos os slots)
A senha vem de DIRECTDESK_PASSPHRASE; caso contrário, é pedida sem eco.
Código de saída: 0 gravado, 2 linha de comando inválida, 9 cache não aberto, 10 arquivo não gravado.</translation>
    </message>
    <message>
        <source>--out is required.</source>
        <translation>--out é obrigatório.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) (%2), sha256 %3</source>
        <translation>
            <numerusform>%1: %n linha (%2), sha256 %3</numerusform>
            <numerusform>%1: %n linhas (%2), sha256 %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Back-office for merchants of the Direct API.</source>
        <translation>Back-office para lojistas da Direct API.</translation>
    </message>
    <message>
        <source>Open a throw-away cache filled with demo payments.</source>
        <translation>Abrir um cache descartável preenchido com pagamentos de demonstração.</translation>
    </message>
    <message>
        <source>Use the encrypted cache at &lt;path&gt;.</source>
        <translation>Usar o cache criptografado em &lt;path&gt;.</translation>
    </message>
    <message>
        <source>Show the interface in &lt;lang&gt; (en, pt_BR, es).</source>
        <translation>Mostrar a interface em &lt;lang&gt; (en, pt_BR, es).</translation>
    </message>
</context>
</TS>
